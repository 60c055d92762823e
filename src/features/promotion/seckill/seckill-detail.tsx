import { useCallback } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { seckillDetailQuery } from '../api/get-seckill-detail.ts'
import { serverNowOf } from '../api/types.ts'
import { Countdown } from '../../../ui/countdown.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import { PromoDetail } from '../components/promo-detail.tsx'
import { clock, discountText, promoBounds, secondsOfDay, slotSecondsLeft, slotState } from '../../../../domain/promotion-rules.ts'
import { usePromoOrder } from '../use-promo-order.ts'
import { DiscountLabel } from '../components/discount-label.tsx'
import * as css from '../promotion.css.ts'

/** /promotion/seckill-{id}: the flash-sale item, its slot's countdown and stock; buy → /promotion/seckill_payment */
export function SeckillDetail({ id, loggedIn, onNeedLogin }: { id: number; loggedIn: boolean; onNeedLogin: () => void }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(seckillDetailQuery(id))
  const sku = data.goods_sku_detail
  const order = usePromoOrder(loggedIn, onNeedLogin)
  // the server's midnight, from this run's start when it says it
  const midnight = sku.start_timestamp ? sku.start_timestamp - sku.seckill_start_time : undefined
  const sod = secondsOfDay(serverNowOf(data), midnight)
  const state = slotState(sku, sod)
  const secondsLeftAt = useCallback((serverNow: number) => (state === 'ended' ? 0 : slotSecondsLeft(sku, secondsOfDay(serverNow, midnight))), [sku, state, midnight])
  const left = useServerCountdown(secondsLeftAt, data.timestamp, data.receivedAt)
  const bounds = promoBounds({ stock: sku.stock, max_buy: sku.max_buy, purchased_num: sku.purchased_num })
  const off = discountText(sku.seckill_price, sku.price)
  const limitLeft = (sku.max_buy ?? 0) > 0 ? Math.max(0, sku.max_buy! - (sku.purchased_num ?? 0)) : null
  return (
    <PromoDetail
      key={sku.sku_id}
      sku={sku}
      shop={data.shop_info}
      crumb={{ label: <Trans>限时秒杀</Trans>, to: '/promotion/seckill' }}
      bar={{
        title: (
          <>
            <Trans>限时秒杀</Trans> <span style={{ fontWeight: 400, fontSize: 13 }}>{clock(sku.seckill_start_time)}–{clock(sku.seckill_end_time)}</span>
          </>
        ),
        right:
          state === 'running' ? (
            <Countdown seconds={left} label={<Trans>距结束</Trans>} />
          ) : state === 'upcoming' ? (
            <Countdown seconds={left} label={<Trans>距开始</Trans>} />
          ) : (
            <Trans>今日本场已结束</Trans>
          ),
      }}
      promoLabel={<Trans>秒杀价</Trans>}
      promoPrice={sku.seckill_price}
      rows={
        off ? (
          <>
            <span className={css.label}>
              <Trans>折扣</Trans>
            </span>
            <span>
              <span className={css.tagSolid}>
                <DiscountLabel off={off} />
              </span>
            </span>
          </>
        ) : null
      }
      bounds={bounds}
      quantityNote={limitLeft !== null ? <Trans>每人每天限购 {sku.max_buy} 件</Trans> : null}
      blocked={
        state === 'upcoming' ? t`秒杀未开始` : state === 'ended' ? t`秒杀已结束` : limitLeft === 0 ? t`今日已达到每人限购数量` : sku.stock <= 0 ? t`已抢光` : null
      }
      buyLabel={<Trans>立即抢购</Trans>}
      onBuy={(num) => order('seckill', { seckill_goods_id: sku.id, num })}
    />
  )
}
