import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import * as css from './cms.css.ts'

/** 首页 › … › the current page */
export function Crumbs({ children, current }: { children?: ReactNode; current: ReactNode }) {
  const { t } = useLingui()
  return (
    <nav className={css.crumbs} aria-label={t`当前位置`}>
      <Link to="/index" className={css.crumbLink}>
        <Trans>首页</Trans>
      </Link>
      <span aria-hidden="true">›</span>
      {children}
      <span className={css.crumbCurrent} aria-current="page">
        {current}
      </span>
    </nav>
  )
}

export function CrumbSep() {
  return <span aria-hidden="true">›</span>
}
