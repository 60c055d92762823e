import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { rechargeOrdersQuery } from '../api/get-recharge-orders.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatTime } from '../format.ts'
import * as css from '../account.css.ts'

/** /member/recharge_order (reference §6.4): the member's paid recharges */
export function RechargeOrderPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(rechargeOrdersQuery(page))
  return (
    <AccountPanel
      labelId="recharge-order-title"
      title={<Trans>充值记录</Trans>}
      extra={
        <Link to="/member/recharge_list" className={css.link}>
          <Trans>去充值</Trans>
        </Link>
      }
    >
      <QueryBlock
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyTitle={<Trans>暂无充值记录</Trans>}
        emptyAction={
          <Link to="/member/recharge_list" className={css.link}>
            <Trans>去充值</Trans>
          </Link>
        }
      >
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>充值单号</Trans>
                  </th>
                  <th scope="col">
                    <Trans>套餐</Trans>
                  </th>
                  <th scope="col" className={css.num}>
                    <Trans>面值（元）</Trans>
                  </th>
                  <th scope="col" className={css.num}>
                    <Trans>实付（元）</Trans>
                  </th>
                  <th scope="col" className={css.num}>
                    <Trans>赠送积分</Trans>
                  </th>
                  <th scope="col" className={css.num}>
                    <Trans>赠送成长值</Trans>
                  </th>
                  <th scope="col">
                    <Trans>时间</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.order_id}>
                    <td className={css.nowrap}>{r.order_no}</td>
                    <td>{r.recharge_name}</td>
                    <td className={css.num}>{formatYuan(r.face_value)}</td>
                    <td className={css.num}>{formatYuan(r.price ?? r.buy_price)}</td>
                    <td className={css.num}>{r.point}</td>
                    <td className={css.num}>{r.growth}</td>
                    <td className={`${css.nowrap} ${css.muted}`}>{formatTime(r.pay_time || r.create_time)}</td>
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
