import { Suspense } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderListQuery, type OrderTab } from '../../../api/order/get-order-list.ts'
import { orderNumQuery } from '../../../api/order/get-order-num.ts'
import { detailPath, paidFen, type OrderRowWire } from '../../../api/order/order-wire.ts'
import { formatFen } from '../../../../domain/money.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { Price } from '../../../ui/price.tsx'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'
import * as tabsCss from '../../../ui/tabs.css.ts'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderLine } from '../components/order-lines.tsx'
import { GiftTag } from '../components/reward-parts.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { ORDER, REFUND } from '../../../../domain/order-rules.ts'
import { useRefundStatusLabel } from '../refund/refund-status.ts'

/** /member/order_list (reference §3.5): the tabs with their counts, the member's orders, paging */
export function OrderListPage({ status, page }: { status: OrderTab; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data: counts } = useSuspenseQuery(orderNumQuery())
  const list = useQuery(orderListQuery(status, page))
  const tabs: Array<{ value: OrderTab; label: string; count?: number }> = [
    { value: 'all', label: t`全部订单` },
    { value: 'waitpay', label: t`待付款`, count: counts.waitpay },
    { value: 'waitsend', label: t`待发货`, count: counts.waitsend },
    { value: 'waitconfirm', label: t`待收货`, count: counts.waitconfirm },
    { value: 'waitrate', label: t`待评价`, count: counts.waitrate },
  ]
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="order-list-title">
        <div className={css.blockHead}>
          <h1 id="order-list-title" className={css.title}>
            <Trans>我的订单</Trans>
          </h1>
        </div>
        <nav aria-label={t`订单状态`}>
          <ul className={tabsCss.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {tabs.map((tab) => (
              <li key={tab.value}>
                <Link
                  to="/member/order_list"
                  search={{ status: tab.value, page: 1 }}
                  className={tabsCss.trigger}
                  data-state={tab.value === status ? 'active' : 'inactive'}
                  aria-current={tab.value === status ? 'page' : undefined}
                  style={{ display: 'inline-block', textDecoration: 'none' }}
                >
                  {tab.label}
                  {tab.count ? <span className={css.tabCount}>{tab.count}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ marginTop: 12 }}>
          <div className={css.headRow} aria-hidden="true">
            <span>
              <Trans>商品</Trans>
            </span>
            <span className={css.right}>
              <Trans>单价</Trans>
            </span>
            <span className={css.right}>
              <Trans>数量</Trans>
            </span>
            <span>
              <Trans>实付款</Trans>
            </span>
            <span>
              <Trans>订单状态</Trans>
            </span>
            <span>
              <Trans>操作</Trans>
            </span>
          </div>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <EmptyState title={<Trans>暂无相关订单</Trans>}>
              <Link to="/" className={css.link}>
                <Trans>去逛逛</Trans>
              </Link>
            </EmptyState>
          ) : (
            <ul className={css.orders} style={{ marginTop: 12, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data.list.map((order) => (
                <li key={order.order_id}>
                  <OrderRow order={order} />
                </li>
              ))}
            </ul>
          )}
          {list.data && (
            <Pagination page={page} pageCount={list.data.page_count} onPageChange={(p) => void navigate({ to: '/member/order_list', search: { status, page: p } })} />
          )}
        </div>
      </section>
    </div>
  )
}

function OrderRow({ order }: { order: OrderRowWire }) {
  const detail = detailPath(order.order_type)
  const refundTag = useRefundStatusLabel(true)
  return (
    <article className={css.order} aria-label={order.order_no}>
      <header className={css.orderHead}>
        <span>{formatDateTime(order.create_time)}</span>
        <span>
          <Trans>订单号：{order.order_no}</Trans>
        </span>
        <span className={css.shop} lang={shopLang(order.site_name)}>
          {order.site_name}
        </span>
        <span className={css.tag}>{order.order_type_name}</span>
      </header>
      <div className={css.orderBody}>
        <div className={css.lines}>
          {order.order_goods.map((line) => (
            <OrderLine key={line.order_goods_id} line={line}>
              {line.is_gift === 1 && (
                <Suspense fallback={null}>
                  <GiftTag />
                </Suspense>
              )}
              {line.refund_status !== REFUND.none ? <span className={css.refundTag}>{refundTag(line.refund_status, line.refund_status_name)}</span> : null}
            </OrderLine>
          ))}
        </div>
        <div className={css.cell}>
          <Price value={formatFen(paidFen(order))} />
          {order.delivery_money && Number(order.delivery_money) > 0 ? (
            <span className={css.subtle}>
              <Trans>含运费 ￥{order.delivery_money}</Trans>
            </span>
          ) : null}
        </div>
        <div className={css.cell}>
          <span className={order.order_status === ORDER.unpaid ? css.statusStrong : css.status}>{order.order_status_name}</span>
          <Link to={detail} search={{ order_id: order.order_id }} className={css.link}>
            <Trans>订单详情</Trans>
          </Link>
        </div>
        <OrderActions order={order} />
      </div>
    </article>
  )
}
