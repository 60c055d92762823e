import type { ReactNode } from 'react'
import * as css from '../account.css.ts'

/**
 * Tabs whose state lives in the URL (a tab is a link to the same page with another search): the
 * caller renders each tab's link, this lays them out and marks the current one.
 */
export function LinkTabs({ label, children, sub }: { label: string; children: ReactNode; sub?: boolean }) {
  return (
    <nav aria-label={label} className={sub ? css.subTabs : css.tabs}>
      {children}
    </nav>
  )
}
