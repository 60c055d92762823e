import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { OrderDetailWire } from '../../../api/order/order-wire.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { OrderActions } from '../components/order-actions.tsx'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { ORDER } from '../../../../domain/order-rules.ts'

export interface OrderStatusBlockProps {
  order: OrderDetailWire
  contactShopSlot?: (order: { site_id: number; site_name: string; order_id: number }) => ReactNode
}

/** the status with its actions, and the order's number, type, shop, times and message */
export function OrderStatusBlock({ order, contactShopSlot }: OrderStatusBlockProps) {
  return (
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
  )
}
