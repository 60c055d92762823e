import { Suspense, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderDetailQuery } from '../api/get-order-detail.ts'
import { paidFen, type OrderDetailWire, type OrderGoodsWire, type OrderPackageWire } from '../../../api/order/order-wire.ts'
import { formatFen, toFen } from '../../../../domain/money.ts'
import { imageUrl } from '../../../lib/image.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Price } from '../../../ui/price.tsx'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderLine } from '../components/order-lines.tsx'
import { Fact } from '../components/fact.tsx'
import { GiftTag, OrderReward } from '../components/reward-parts.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { useRefundStatusLabel } from '../refund/refund-status.ts'
import { ORDER, REFUND, reviewable } from '../../../../domain/order-rules.ts'

export type OrderDetailKind = 'express' | 'pickup' | 'local' | 'virtual'

export interface OrderDetailPageProps {
  orderId: number
  kind: OrderDetailKind
  /** the chat dialog's "contact the shop" button goes here (chat-client); nothing until then */
  contactShopSlot?: (order: { site_id: number; site_name: string; order_id: number }) => ReactNode
}

/**
 * The four order detail pages (reference §3.5): status and actions (the order machine), the pickup
 * code with its QR and the store, the virtual code, consignee, delivery, payment, the goods with a
 * refund / view-refund link per line, and the money.
 */
export function OrderDetailPage({ orderId, kind, contactShopSlot }: OrderDetailPageProps) {
  const { t } = useLingui()
  const { data: order } = useSuspenseQuery(orderDetailQuery(orderId))
  const money: Array<[string, string | undefined, boolean?]> = [
    [t`商品金额`, order.goods_money],
    [t`运费`, order.delivery_money],
    [t`发票费用`, order.invoice_money],
    [t`优惠`, order.promotion_money, true],
    [t`店铺优惠券`, order.coupon_money, true],
    [t`平台优惠券`, order.platform_coupon_money, true],
  ]
  // 实付款 is what the buyer paid: the online part and the balance part (a balance-paid order is not ￥0.00)
  const balanceFen = toFen(order.balance_money ?? '0')
  const adjust = Number(order.adjust_money || 0)
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="order-status">
        <div className={css.steps}>
          <div className={css.statusBox}>
            <span className={css.muted}>
              <Trans>订单状态</Trans>
            </span>
            <h1 id="order-status" className={css.bigStatus}>
              {order.order_status_name}
            </h1>
            <OrderActions order={order} layout="row" />
            {contactShopSlot?.({ site_id: order.site_id, site_name: order.site_name, order_id: order.order_id })}
          </div>
          <dl className={css.facts}>
            <Fact label={<Trans>订单编号</Trans>} value={order.order_no} />
            <Fact label={<Trans>订单类型</Trans>} value={order.order_type_name} />
            <dt>
              <Trans>店铺</Trans>
            </dt>
            <dd>
              <Link to="/shop-{$siteId}" params={{ siteId: order.site_id }} className={css.link} lang={shopLang(order.site_name)}>
                {order.site_name}
              </Link>
            </dd>
            <Fact label={<Trans>下单时间</Trans>} value={formatDateTime(order.create_time)} />
            <Fact label={<Trans>关闭时间</Trans>} value={order.order_status === ORDER.closed && order.close_time ? formatDateTime(order.close_time) : null} />
            <Fact label={<Trans>买家留言</Trans>} value={order.buyer_message} own />
          </dl>
        </div>
      </section>
      {kind === 'pickup' && <PickupBlock order={order} />}
      {kind === 'virtual' && <VirtualBlock order={order} />}
      <section className={css.block} aria-label={t`订单信息`}>
        <div className={css.columns}>
          {kind !== 'virtual' && kind !== 'pickup' ? (
            <div>
              <h2 className={css.subTitle}>
                <Trans>收货信息</Trans>
              </h2>
              <dl className={css.facts}>
                <Fact label={<Trans>收货人</Trans>} value={order.name || '—'} own />
                <Fact label={<Trans>手机号</Trans>} value={order.mobile || '—'} />
                <Fact
                  label={<Trans>收货地址</Trans>}
                  value={
                    order.full_address || order.address ? (
                      <>
                        {order.full_address}{' '}
                        <span lang={shopLang(order.address)}>{order.address}</span>
                      </>
                    ) : (
                      '—'
                    )
                  }
                />
              </dl>
            </div>
          ) : (
            <div>
              <h2 className={css.subTitle}>
                <Trans>联系人</Trans>
              </h2>
              <dl className={css.facts}>
                <Fact label={<Trans>姓名</Trans>} value={order.name || '—'} own />
                <Fact label={<Trans>手机号</Trans>} value={order.mobile || '—'} />
              </dl>
            </div>
          )}
          <div>
            <h2 className={css.subTitle}>
              <Trans>配送信息</Trans>
            </h2>
            <dl className={css.facts}>
              <Fact label={<Trans>配送方式</Trans>} value={order.delivery_type_name || (kind === 'virtual' ? t`无需配送` : '—')} />
              {kind === 'local' && <Fact label={<Trans>送达时间</Trans>} value={askedTime(order.buyer_ask_delivery_time)} />}
              <Fact label={<Trans>活动</Trans>} value={order.promotion_type_name} />
              {(order.package_list ?? []).map((pkg) => (
                <PackageFacts key={pkg.package_id} pkg={pkg} several={(order.package_list?.length ?? 0) > 1} />
              ))}
            </dl>
          </div>
          <div>
            <h2 className={css.subTitle}>
              <Trans>付款信息</Trans>
            </h2>
            <dl className={css.facts}>
              <Fact label={<Trans>付款方式</Trans>} value={order.pay_status ? order.pay_type_name || '—' : t`未支付`} />
              <Fact label={<Trans>付款时间</Trans>} value={order.pay_time ? formatDateTime(order.pay_time) : null} />
              <Fact label={<Trans>支付单号</Trans>} value={order.out_trade_no} />
            </dl>
          </div>
        </div>
      </section>
      <section className={css.block} aria-labelledby="order-goods">
        <h2 id="order-goods" className={css.subTitle}>
          <Trans>商品信息</Trans>
        </h2>
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                <Trans>商品</Trans>
              </th>
              <th className={css.th} scope="col" style={{ width: 140 }}>
                <Trans>退款/售后</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.order_goods.map((line) => (
              <tr key={line.order_goods_id}>
                <td className={css.td}>
                  <OrderLine line={line}>
                    {line.is_gift === 1 && (
                      <Suspense fallback={null}>
                        <GiftTag />
                      </Suspense>
                    )}
                  </OrderLine>
                </td>
                <td className={css.td}>
                  <LineRefund order={order} line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={css.summary}>
          {money
            .filter(([, value]) => Number(value ?? 0) !== 0)
            .map(([label, value, minus]) => (
              <Row key={label} label={label}>
                {minus ? '-' : ''}￥{value}
              </Row>
            ))}
          {adjust !== 0 && (
            <Row label={t`订单调价`}>
              {adjust > 0 ? '+' : ''}
              {order.adjust_money}
            </Row>
          )}
          <Row label={t`实付款`}>
            <span data-testid="order-paid">
              <Price value={formatFen(paidFen(order))} size="lg" />
            </span>
          </Row>
          {balanceFen > 0 && (
            <Row label={t`其中余额支付`}>
              ￥{formatFen(balanceFen)}
            </Row>
          )}
        </div>
      </section>
      {order.promotion_reward && (
        <Suspense fallback={null}>
          <OrderReward reward={order.promotion_reward} />
        </Suspense>
      )}
    </div>
  )
}

/** a shipped package's carrier, tracking number and ship time (several packages: each named) */
function PackageFacts({ pkg, several }: { pkg: OrderPackageWire; several: boolean }) {
  return (
    <>
      {several && <Fact label={<Trans>包裹</Trans>} value={pkg.package_name} own />}
      <Fact label={<Trans>物流公司</Trans>} value={pkg.express_company_name} own />
      <Fact label={<Trans>运单号</Trans>} value={pkg.delivery_no} />
      <Fact label={<Trans>发货时间</Trans>} value={pkg.delivery_time ? formatDateTime(pkg.delivery_time) : null} />
    </>
  )
}

/** the local delivery's asked time: epoch seconds or the shop's slot text */
const askedTime = (value: string | number | undefined) => (typeof value === 'number' ? formatDateTime(value) : value)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span>{label}</span>
      <span className={css.summaryValue}>{children}</span>
    </>
  )
}

/** reference §3.5: 退款 while the line has no refund and the order may be refunded; otherwise 查看退款 */
function LineRefund({ order, line }: { order: OrderDetailWire; line: OrderGoodsWire }) {
  const refundTag = useRefundStatusLabel(true)
  if (line.refund_status !== REFUND.none) {
    return (
      <div className={css.cell}>
        <span className={css.refundTag}>{refundTag(line.refund_status, line.refund_status_name)}</span>
        <Link to="/member/refund_detail" search={{ order_goods_id: line.order_goods_id }} className={css.link}>
          <Trans>查看退款</Trans>
        </Link>
        {line.complain_action === 1 && (
          <Link to="/member/complain" search={{ order_goods_id: line.order_goods_id }} className={css.link}>
            <Trans>平台维权</Trans>
          </Link>
        )}
      </div>
    )
  }
  if (order.is_enable_refund !== 1 || line.is_gift === 1) return null
  return (
    <Link to="/member/refund" search={{ order_goods_id: line.order_goods_id }} className={css.link}>
      <Trans>退款</Trans>
    </Link>
  )
}

interface StoreInfo {
  open_date?: string
  telphone?: string
  full_address?: string
}

function storeInfo(raw: string | undefined): StoreInfo {
  if (!raw) return {}
  try {
    const value = JSON.parse(raw) as unknown
    return typeof value === 'object' && value !== null ? (value as StoreInfo) : {}
  } catch {
    return {}
  }
}

/** the pickup code, its QR image, and the store's hours, phone and address */
function PickupBlock({ order }: { order: OrderDetailWire }) {
  const { t } = useLingui()
  const store = storeInfo(order.delivery_store_info)
  const waiting = order.order_status === ORDER.toPickup
  return (
    <section className={css.block} aria-labelledby="pickup-title">
      <h2 id="pickup-title" className={css.subTitle}>
        <Trans>自提信息</Trans>
      </h2>
      <div className={css.codeBox}>
        {order.pickup ? <img className={css.qr} src={imageUrl(order.pickup)} alt={t`提货码二维码`} width={132} height={132} /> : null}
        <dl className={css.facts}>
          <dt>
            <Trans>提货码</Trans>
          </dt>
          <dd>
            <span className={css.code}>{order.delivery_code || '—'}</span>{' '}
            {reviewable(order.order_status) ? (
              <span className={css.used}>
                <Trans>已提货</Trans>
              </span>
            ) : waiting ? (
              <span className={css.unused}>
                <Trans>待提货</Trans>
              </span>
            ) : null}
          </dd>
          <Fact label={<Trans>自提门店</Trans>} value={order.delivery_store_name} own />
          <Fact label={<Trans>营业时间</Trans>} value={store.open_date || '—'} own />
          <Fact label={<Trans>联系电话</Trans>} value={store.telphone || '—'} />
          <Fact label={<Trans>门店地址</Trans>} value={store.full_address || '—'} own />
        </dl>
      </div>
    </section>
  )
}

/** the virtual goods' code: used or not, and when */
function VirtualBlock({ order }: { order: OrderDetailWire }) {
  const goods = order.virtual_goods ?? {}
  const verified = (goods.is_veirfy ?? goods.is_verify ?? 0) === 1
  return (
    <section className={css.block} aria-labelledby="virtual-title">
      <h2 id="virtual-title" className={css.subTitle}>
        <Trans>核销信息</Trans>
      </h2>
      <dl className={css.facts}>
        <dt>
          <Trans>核销码</Trans>
        </dt>
        <dd>
          <span className={css.code}>{order.virtual_code || '—'}</span>
        </dd>
        <dt>
          <Trans>核销状态</Trans>
        </dt>
        <dd>
          {verified ? (
            <span className={css.used}>
              <Trans>已核销</Trans>
            </span>
          ) : (
            <span className={css.unused}>
              <Trans>未核销</Trans>
            </span>
          )}
        </dd>
        <Fact label={<Trans>核销时间</Trans>} value={verified && goods.verify_time ? formatDateTime(goods.verify_time) : null} />
      </dl>
    </section>
  )
}
