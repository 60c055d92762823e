import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { HelpClass } from '../../../api/cms/get-help-classes.ts'
import * as css from './cms.css.ts'

/** the help centre's class menu; `currentClassId` marks the class of an article being read */
export function HelpSidebar({ classes, currentClassId }: { classes: readonly HelpClass[]; currentClassId?: number }) {
  const { t } = useLingui()
  return (
    <nav className={css.sidebar} aria-label={t`帮助分类`}>
      <Link to="/cms/help" className={css.sidebarHead} activeOptions={{ exact: true }}>
        <Trans>帮助中心</Trans>
      </Link>
      <ul>
        {classes.map((c) => (
          <li key={c.class_id}>
            <Link
              to="/cms/help/listother-{$classId}"
              params={{ classId: c.class_id }}
              className={css.sidebarItem}
              aria-current={c.class_id === currentClassId ? 'page' : undefined}
            >
              {c.class_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
