import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/states.tsx'
import type { HelpClass } from '../../../api/cms/get-help-classes.ts'
import * as css from './cms.css.ts'

const ARTICLES_PER_CLASS = 6 // the overview shows a class's first articles; 更多 opens the rest

/** the help centre's main area: every class with its first articles */
export function HelpOverview({ classes }: { classes: readonly HelpClass[] }) {
  if (classes.length === 0) return <EmptyState title={<Trans>暂无帮助内容</Trans>} />
  return (
    <div className={css.classGrid}>
      {classes.map((c) => (
        <section key={c.class_id} className={css.classCard} aria-labelledby={`help-class-${c.class_id}`}>
          <header className={css.classHead}>
            <h2 id={`help-class-${c.class_id}`} className={css.classTitle}>
              {c.class_name}
            </h2>
            <Link to="/cms/help/listother-{$classId}" params={{ classId: c.class_id }} className={css.more}>
              <Trans>更多 ›</Trans>
            </Link>
          </header>
          {c.child_list.length === 0 ? (
            <EmptyState compact title={<Trans>暂无文章</Trans>} />
          ) : (
            <ul>
              {c.child_list.slice(0, ARTICLES_PER_CLASS).map((a) => (
                <li key={a.id} className={css.classRow}>
                  <Link to="/cms/help-{$id}" params={{ id: a.id }} className={css.rowLink} title={a.title}>
                    {a.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
