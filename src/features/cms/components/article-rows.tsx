import { Link } from '@tanstack/react-router'
import { formatDate } from '../../../../domain/time.ts'
import type { ArticleRow } from '../api/types.ts'
import * as css from './cms.css.ts'

/** title … date rows, each title a link to its notice or help article */
export function ArticleRows({ rows, kind }: { rows: readonly ArticleRow[]; kind: 'notice' | 'help' }) {
  return (
    <ul className={css.rows}>
      {rows.map((row) => (
        <li key={row.id} className={css.row}>
          {kind === 'notice' ? (
            <Link to="/cms/notice-{$id}" params={{ id: row.id }} className={css.rowLink} title={row.title}>
              {row.title}
            </Link>
          ) : (
            <Link to="/cms/help-{$id}" params={{ id: row.id }} className={css.rowLink} title={row.title}>
              {row.title}
            </Link>
          )}
          <time className={css.rowDate} dateTime={new Date(row.create_time * 1000).toISOString()}>
            {formatDate(row.create_time)}
          </time>
        </li>
      ))}
    </ul>
  )
}
