import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { ResumedAdd } from '../use-purchase.ts'
import * as css from './resumed-add.css.ts'

/** under the goods page's buttons: what became of the 加入购物车 pressed before logging in */
export function ResumedAddNotice({ resumed }: { resumed: ResumedAdd | null }) {
  // one live region from the start, so a screen reader hears the outcome
  return (
    <div role="status" data-testid="resumed-add">
      {resumed?.state === 'adding' && (
        <p className={css.added}>
          <Trans>登录成功，正在把您刚才选的 {resumed.num} 件商品加入购物车…</Trans>
        </p>
      )}
      {resumed?.state === 'added' && (
        <p className={css.added}>
          <Trans>登录成功，您刚才选的 {resumed.num} 件商品已加入购物车。</Trans>
          <Link to="/cart" className={css.link}>
            <Trans>去购物车结算</Trans>
          </Link>
        </p>
      )}
      {resumed?.state === 'failed' && (
        <p className={css.failed}>
          <Trans>登录成功，但商品没有加入购物车：{resumed.reason}</Trans>
        </p>
      )}
    </div>
  )
}
