import type { ReactNode } from 'react'
import * as css from './setting-row.css.ts'

/**
 * One row of a settings page (account security): its name, its state in words, the action on the
 * right, and what the action opens underneath.
 */
export function SettingRow({ name, state, action, children, id }: { name: ReactNode; state: ReactNode; action?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <section className={css.row} aria-labelledby={id}>
      <div className={css.head}>
        <h2 id={id} className={css.name}>
          {name}
        </h2>
        <div className={css.state}>{state}</div>
        <div>{action}</div>
      </div>
      {children && <div className={css.body}>{children}</div>}
    </section>
  )
}
