import { Suspense, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { paidFen, type OrderDetailWire, type OrderGoodsWire } from '../../../api/order/order-wire.ts'
import { formatFen, toFen } from '../../../../domain/money.ts'
import { Price } from '../../../ui/price.tsx'
import { OrderLine } from '../components/order-lines.tsx'
import { GiftTag } from '../components/reward-parts.tsx'
import * as css from '../order.css.ts'
import { useRefundStatusLabel } from '../refund/refund-status.ts'
import { REFUND } from '../../../../domain/order-rules.ts'

/** 商品信息: the lines with their refund links, and the money down to what was paid */
export function OrderGoodsBlock({ order }: { order: OrderDetailWire }) {
  const { t } = useLingui()
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
  )
}

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
