import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { pointInfoQuery } from '../api/get-balance-info.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { LedgerTable } from '../components/ledger-table.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'

/** /member/my_point (reference §6.5): the points and their ledger */
export function PointPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const info = useQuery(pointInfoQuery())
  return (
    <AccountPanel labelId="point-title" title={<Trans>我的积分</Trans>}>
      <QueryBlock query={info}>
        {(point) => (
          <div className={css.summary} role="group">
            <div className={css.summaryItem}>
              <span className={css.summaryLabel}>
                <Trans>可用积分</Trans>
              </span>
              <span className={css.summaryValue} data-testid="point-total">
                {point}
              </span>
            </div>
            <div className={css.summaryItem}>
              <span className={css.summaryLabel}>
                <Trans>如何获得积分</Trans>
              </span>
              <span className={css.subtle}>
                <Trans>每日签到、购买充值套餐、参与平台活动均可获得积分。</Trans>
              </span>
            </div>
            <div className={css.summaryActions}>
              <Link to="/member/signin" className={css.link}>
                <Trans>去签到</Trans>
              </Link>
            </div>
          </div>
        )}
      </QueryBlock>
      <div className={css.section}>
        <h2 className={css.sectionTitle}>
          <Trans>积分明细</Trans>
        </h2>
        <LedgerTable kind="point" page={page} onPage={onPage} />
      </div>
    </AccountPanel>
  )
}
