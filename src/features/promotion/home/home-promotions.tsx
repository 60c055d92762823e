import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { platformCouponTypesQuery } from '../api/get-platform-coupon-types.ts'
import { seckillGoodsPageQuery } from '../api/get-seckill-goods-page.ts'
import { seckillSlotsQuery, type SeckillSlots } from '../api/get-seckill-slots.ts'
import { serverNowOf } from '../api/types.ts'
import { toFen } from '../../../../domain/money.ts'
import { Container } from '../../../ui/container.tsx'
import { Countdown } from '../../../ui/countdown.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import { shortYuan, currentSlotIndex, secondsOfDay, slotLabelState, slotSecondsLeft } from '../../../../domain/promotion-rules.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'

// the home loads this module lazily; its messages come before it renders (keeps the home's first load small)
await loadCatalogs('promotion')

/** the home's promotion strips (reference §2.2): the current flash sale and the platform coupons; each hides when empty */
export default function HomePromotions() {
  return (
    <Container>
      <SeckillStrip />
      <CouponStrip />
    </Container>
  )
}

function SeckillStrip() {
  const slots = useQuery(seckillSlotsQuery())
  if (!slots.data || slots.data.list.length === 0) return null
  return <SeckillStripBody slots={slots.data} />
}

function SeckillStripBody({ slots }: { slots: SeckillSlots }) {
  const sod = secondsOfDay(serverNowOf(slots), slots.midnight)
  const index = currentSlotIndex(slots.list, sod)
  const slot = slots.list[index]!
  const state = slotLabelState(slots.list, index, sod)
  const { seckill_start_time: start, seckill_end_time: end } = slot
  const secondsLeftAt = useCallback(
    (now: number) => slotSecondsLeft({ seckill_start_time: start, seckill_end_time: end }, secondsOfDay(now, slots.midnight)),
    [start, end, slots.midnight],
  )
  const left = useServerCountdown(secondsLeftAt, slots.timestamp, slots.receivedAt)
  const goods = useQuery(seckillGoodsPageQuery(slot.seckill_id, 1, 5))
  if (!goods.data || goods.data.list.length === 0) return null
  return (
    <section className={css.homeBlock} aria-labelledby="home-seckill" data-testid="home-seckill">
      <div className={css.homeHead}>
        <h2 id="home-seckill" className={css.homeHeadTitle}>
          <Trans>限时秒杀</Trans>
        </h2>
        <span>{slot.name}</span>
        <Countdown seconds={left} label={state === 'running' ? <Trans>距结束</Trans> : <Trans>距开始</Trans>} />
        <Link to="/promotion/seckill" className={css.homeHeadLink}>
          <Trans>更多商品</Trans> &gt;
        </Link>
      </div>
      <ul className={css.homeGoods}>
        {goods.data.list.map((g) => (
          <li key={g.id}>
            <Link to="/promotion/seckill-{$id}" params={{ id: String(g.id) }} className={css.homeTile}>
              <Img src={g.sku_image} kind="goods" size="mid" width={150} height={150} alt="" />
              <span className={css.cardName} lang={shopLang(g.sku_name)}>
                {g.sku_name}
              </span>
              <span className={css.cardPrices}>
                <Price value={g.seckill_price} size="lg" />
                <StruckPrice goods={g} paid={g.seckill_price} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function CouponStrip() {
  const coupons = useQuery(platformCouponTypesQuery(1, 5))
  const list = coupons.data?.list ?? []
  if (list.length === 0) return null
  return (
    <section className={css.homeBlock} style={{ minHeight: 0 }} aria-labelledby="home-coupons" data-testid="home-coupons">
      <div className={css.homeHead}>
        <h2 id="home-coupons" className={css.homeHeadTitle} style={{ fontSize: 22 }}>
          <Trans>领券中心</Trans>
        </h2>
        <Link to="/coupon" search={{ tab: 'platform' }} className={css.homeHeadLink}>
          <Trans>更多好券</Trans> &gt;
        </Link>
      </div>
      <ul className={css.homeCoupons}>
        {list.map((c) => (
          <li key={c.platformcoupon_type_id}>
            <Link to="/coupon" search={{ tab: 'platform' }} className={css.homeCoupon}>
              <Price value={c.money} size="xl" />
              <span>{toFen(c.at_least) > 0 ? <Trans>满{shortYuan(c.at_least)}元可用</Trans> : <Trans>无门槛</Trans>}</span>
              <span className={css.muted}>{c.platformcoupon_name}</span>
              <span className={css.tag}>
                <Trans>立即领取</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

// renders at once where the home shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('home-promotions', HomePromotions)
