import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { withdrawPageQuery } from '../api/get-withdraw-page.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatTime } from '../format.ts'
import * as css from '../account.css.ts'
import { WithdrawStatus } from './withdraw-status.tsx'

/** /member/withdrawal (reference §6.4): the member's withdrawal applications */
export function WithdrawalPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(withdrawPageQuery(page))
  return (
    <AccountPanel
      labelId="withdrawal-title"
      title={<Trans>提现记录</Trans>}
      extra={
        <Link to="/member/apply_withdrawal" className={css.link}>
          <Trans>申请提现</Trans>
        </Link>
      }
    >
      <QueryBlock query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={<Trans>暂无提现记录</Trans>}>
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>提现方式</Trans>
                  </th>
                  <th scope="col" className={css.num}>
                    <Trans>提现金额（元）</Trans>
                  </th>
                  <th scope="col">
                    <Trans>申请时间</Trans>
                  </th>
                  <th scope="col">
                    <Trans>状态</Trans>
                  </th>
                  <th scope="col">
                    <Trans>操作</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{r.transfer_type_name}</td>
                    <td className={css.num}>{formatYuan(r.apply_money)}</td>
                    <td className={`${css.nowrap} ${css.muted}`}>{formatTime(r.apply_time)}</td>
                    <td>
                      <WithdrawStatus status={r.status} name={r.status_name} />
                    </td>
                    <td>
                      <Link to="/member/withdrawal_detail" search={{ id: r.id }} className={css.link}>
                        <Trans>详情</Trans>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className={css.pager}>
              <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </QueryBlock>
    </AccountPanel>
  )
}
