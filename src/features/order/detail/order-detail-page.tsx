import { Suspense, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderDetailQuery } from '../api/get-order-detail.ts'
import type { OrderDetailWire } from '../../../api/order/order-wire.ts'
import { imageUrl } from '../../../lib/image.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Fact } from '../components/fact.tsx'
import { OrderReward } from '../components/reward-parts.tsx'
import * as css from '../order.css.ts'
import { ORDER, reviewable } from '../../../../domain/order-rules.ts'
import { OrderGoodsBlock } from './order-goods-block.tsx'
import { OrderInfoBlock, type OrderDetailKind } from './order-info-block.tsx'
import { OrderStatusBlock } from './order-status-block.tsx'

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
  const { data: order } = useSuspenseQuery(orderDetailQuery(orderId))
  return (
    <div className={css.page}>
      <OrderStatusBlock order={order} contactShopSlot={contactShopSlot} />
      {kind === 'pickup' && <PickupBlock order={order} />}
      {kind === 'virtual' && <VirtualBlock order={order} />}
      <OrderInfoBlock order={order} kind={kind} />
      <OrderGoodsBlock order={order} />
      {order.promotion_reward && (
        <Suspense fallback={null}>
          <OrderReward reward={order.promotion_reward} />
        </Suspense>
      )}
    </div>
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
