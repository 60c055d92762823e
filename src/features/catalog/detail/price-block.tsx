import { useCallback } from 'react'
import { Trans } from '@lingui/react/macro'
import { Countdown } from '../../../ui/countdown.tsx'
import { Price } from '../../../ui/price.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import type { GoodsDetail } from '../api/get-sku-detail.ts'
import { discountSecondsLeft } from './detail-logic.ts'
import * as css from './detail.css.ts'
import { struckPrice } from '../../../lib/catalog-numbers.ts'

/** the limited-time discount bar, the price (and the struck one), sales, reviews and follows */
export function PriceBlock({ detail }: { detail: GoodsDetail }) {
  const sku = detail.goods_sku_detail
  const secondsLeftAt = useCallback((serverNow: number) => discountSecondsLeft(sku, serverNow), [sku])
  const discountLeft = useServerCountdown(secondsLeftAt, detail.timestamp, detail.receivedAt)
  const onDiscount = sku.promotion_type === 1 && discountLeft > 0
  // 原价 (decision 015): the same crossed-out price as on every card
  const struck = struckPrice(sku, sku.discount_price)
  return (
    <>
      {onDiscount && (
        <div className={css.discountBar}>
          <strong>
            <Trans>限时折扣</Trans>
          </strong>
          <Countdown seconds={discountLeft} label={<Trans>距结束</Trans>} />
        </div>
      )}
      <div className={css.priceBox}>
        <span className={css.label}>{onDiscount ? <Trans>折扣价</Trans> : <Trans>价格</Trans>}</span>
        <span data-testid="goods-price">
          <Price value={sku.discount_price} size="xl" />
        </span>
        {struck && (
          <>
            <span className={css.label}>
              <Trans>原价</Trans>
            </span>
            <span data-testid="goods-struck-price">
              <Price value={struck} size="sm" struck />
            </span>
          </>
        )}
      </div>
      <div className={css.statRow}>
        <span>
          <Trans>
            累计销量 <b className={css.statNum} data-testid="goods-sales">{sku.sale_num}</b>
          </Trans>
        </span>
        <span>
          <Trans>
            累计评价 <b className={css.statNum}>{sku.evaluate}</b>
          </Trans>
        </span>
        <span>
          <Trans>
            收藏人气 <b className={css.statNum}>{sku.collect_num}</b>
          </Trans>
        </span>
      </div>
    </>
  )
}
