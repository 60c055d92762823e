import type { ReactNode } from 'react'
import * as css from '../account.css.ts'

/** a member account page: its title bar (with links or buttons on the right) and its content */
export function AccountPanel({ title, extra, children, labelId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; labelId: string }) {
  return (
    <section className={css.panel} aria-labelledby={labelId}>
      <div className={css.head}>
        <h1 id={labelId} className={css.title}>
          {title}
        </h1>
        {extra && <div className={css.headExtra}>{extra}</div>}
      </div>
      {children}
    </section>
  )
}
