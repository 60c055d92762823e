import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isVerifierQuery } from '../../../api/verify/is-verifier.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'
import * as tabsCss from '../../../ui/tabs.css.ts'
import { verifyListQuery } from '../api/get-verify-list.ts'
import { verifyTypesQuery } from '../api/get-verify-types.ts'
import * as css from '../order.css.ts'
import { NotVerifier } from './verification-page.tsx'
import { shopLang } from '../../../lib/shop-lang.ts'

/** /member/verification_list?type=&page= (reference §6.7): the records, by verification type */
export function VerificationListPage({ type, page }: { type: string; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data: verifier } = useSuspenseQuery(isVerifierQuery())
  const { data: types } = useSuspenseQuery(verifyTypesQuery())
  const keys = Object.keys(types)
  const current = type && keys.includes(type) ? type : (keys[0] ?? '')
  const list = useQuery({ ...verifyListQuery(current, page), enabled: verifier && current !== '' })
  if (!verifier) return <NotVerifier />
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="verify-list-title">
        <div className={css.blockHead}>
          <h1 id="verify-list-title" className={css.title}>
            <Trans>核销记录</Trans>
          </h1>
          <Link to="/member/verification" className={css.link}>
            <Trans>去核销</Trans>
          </Link>
        </div>
        <nav aria-label={t`核销类型`}>
          <ul className={tabsCss.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {keys.map((key) => (
              <li key={key}>
                <Link
                  to="/member/verification_list"
                  search={{ type: key, page: 1 }}
                  className={tabsCss.trigger}
                  data-state={key === current ? 'active' : 'inactive'}
                  aria-current={key === current ? 'page' : undefined}
                  style={{ display: 'inline-block', textDecoration: 'none' }}
                >
                  {types[key]!.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ marginTop: 12 }}>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <EmptyState title={<Trans>暂无核销记录</Trans>} />
          ) : (
            <table className={css.table}>
              <thead>
                <tr>
                  <th className={css.th} scope="col">
                    <Trans>商品</Trans>
                  </th>
                  <th className={css.th} scope="col">
                    <Trans>核销码</Trans>
                  </th>
                  <th className={css.th} scope="col">
                    <Trans>核销人</Trans>
                  </th>
                  <th className={css.th} scope="col">
                    <Trans>核销时间</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((row, i) => (
                  <tr key={row.id ?? `${row.verify_code}-${i}`}>
                    <td className={css.td}>
                      {row.item_array.map((item, j) => (
                        <div key={j} className={css.goods}>
                          <Img src={item.img} kind="goods" size="small" width={48} height={48} alt="" />
                          <span>
                            <span lang={shopLang(item.name)}>{item.name}</span> ×{item.num}
                          </span>
                        </div>
                      ))}
                      <span className={css.subtle}>
                        <span lang={shopLang(row.site_name)}>{row.site_name}</span>
                        {row.order_type_name ? ` · ${row.order_type_name}` : ''}
                      </span>
                    </td>
                    <td className={css.td}>
                      <Link to="/member/verification_detail" search={{ code: row.verify_code }} className={css.link}>
                        {row.verify_code}
                      </Link>
                    </td>
                    <td className={css.td} lang={shopLang(row.verifier_name)}>
                      {row.verifier_name}
                    </td>
                    <td className={css.td}>{formatDateTime(row.verify_time || row.create_time)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list.data && <Pagination page={page} pageCount={list.data.page_count} onPageChange={(p) => void navigate({ to: '/member/verification_list', search: { type: current, page: p } })} />}
        </div>
      </section>
    </div>
  )
}
