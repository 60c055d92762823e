import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { refundListQuery } from '../api/get-refund-list.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { Price } from '../../../ui/price.tsx'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { useRefundStatusLabel } from './refund-status.ts'
import { REFUND } from '../../../../domain/order-rules.ts'

/** /member/activist (reference §3.6 List): the member's refunds, newest first, paged */
export function ActivistPage({ page }: { page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const list = useQuery(refundListQuery(page))
  const statusLabel = useRefundStatusLabel()
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="activist-title">
        <div className={css.blockHead}>
          <h1 id="activist-title" className={css.title}>
            <Trans>退款/售后</Trans>
          </h1>
        </div>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState title={<Trans>暂无退款记录</Trans>} />
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.th} scope="col">
                  <Trans>商品</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>退款金额</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>类型</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>状态</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>操作</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <tr key={row.refund_no}>
                  <td className={css.td}>
                    <div className={css.goods}>
                      <Img src={row.sku_image} kind="goods" size="small" width={60} height={60} alt="" />
                      <div className={css.cell}>
                        <span lang={shopLang(row.sku_name)}>{row.sku_name}</span>
                        <span className={css.subtle}>
                          <span lang={shopLang(row.site_name)}>{row.site_name}</span> · <Trans>退款编号 {row.refund_no}</Trans> · {formatDateTime(row.refund_action_time)}
                        </span>
                      </div>
                    </div>
                  </td>
                  <td className={css.td}>
                    <Price value={row.refund_apply_money} />
                  </td>
                  <td className={css.td}>{row.refund_type === 2 ? t`退货退款` : t`仅退款`}</td>
                  <td className={css.td}>
                    <div className={css.cell}>
                      <span className={row.refund_status === REFUND.refunded ? css.used : css.statusStrong}>{row.refund_status === REFUND.refunded ? t`退款成功` : t`退款中`}</span>
                      {row.refund_status !== REFUND.refunded && <span className={css.subtle}>{statusLabel(row.refund_status, row.refund_status_name)}</span>}
                    </div>
                  </td>
                  <td className={css.td}>
                    <Link to="/member/refund_detail" search={{ order_goods_id: row.order_goods_id }} className={css.link}>
                      <Trans>退款详情</Trans>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.data && <Pagination page={page} pageCount={list.data.page_count} onPageChange={(p) => void navigate({ to: '/member/activist', search: { page: p } })} />}
      </section>
    </div>
  )
}
