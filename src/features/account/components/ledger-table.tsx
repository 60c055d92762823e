import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { ledgerQuery, type LedgerKind } from '../api/get-ledger.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { formatTime } from '../format.ts'
import * as css from '../account.css.ts'
import { QueryBlock } from './query-block.tsx'
import { SignedAmount } from './signed-amount.tsx'
import { shopLang } from '../../../lib/shop-lang.ts'

/** the ledger of the balance (both buckets) or the points: 来源, 金额/积分, 详细说明, 时间 (reference §6.4/6.5) */
export function LedgerTable({ kind, page, onPage }: { kind: LedgerKind; page: number; onPage: (page: number) => void }) {
  const query = useQuery(ledgerQuery(kind, page))
  return (
    <QueryBlock query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={<Trans>暂无记录</Trans>}>
      {(data) => (
        <>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>来源</Trans>
                </th>
                <th scope="col" className={css.num}>
                  {kind === 'point' ? <Trans>积分</Trans> : <Trans>金额（元）</Trans>}
                </th>
                <th scope="col">
                  <Trans>详细说明</Trans>
                </th>
                <th scope="col">
                  <Trans>时间</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.id}>
                  <td className={css.nowrap}>{row.type_name}</td>
                  <td className={css.num}>
                    <SignedAmount value={row.account_data} money={kind !== 'point'} />
                  </td>
                  {/* the server writes remarks in the page's language; what a member or operator typed in one stays as written */}
                  <td lang={shopLang(row.remark)}>{row.remark}</td>
                  <td className={`${css.nowrap} ${css.muted}`}>{formatTime(row.create_time)}</td>
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
  )
}
