import { useCallback, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { seckillGoodsPageQuery, type SeckillGoods } from '../api/get-seckill-goods-page.ts'
import { seckillSlotsQuery, type SeckillSlot } from '../api/get-seckill-slots.ts'
import { serverNowOf } from '../api/types.ts'
import { Container } from '../../../ui/container.tsx'
import { Countdown } from '../../../ui/countdown.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import { buttonClass } from '../../../ui/button.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import { PromoAdvert } from '../components/promo-advert.tsx'
import { PromoGrid } from '../components/promo-grid.tsx'
import { clock, currentSlotIndex, discountText, secondsOfDay, slotLabelState, slotSecondsLeft, stripStart, type SlotState } from '../../../../domain/promotion-rules.ts'
import { DiscountLabel } from '../components/discount-label.tsx'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

const VISIBLE = 7 // the strip shows 7 slots at a time (reference §7.1)

/** /promotion/seckill: the advert, the day's slots (current or next chosen by the server clock), the slot's goods */
export function SeckillZone() {
  const slots = useQuery(seckillSlotsQuery())
  return (
    <div className={css.page}>
      <PromoAdvert keyword="NS_PC_SECKILL" />
      <Container>
        {slots.isPending ? (
          <Skeleton height={120} style={{ marginTop: 16 }} />
        ) : slots.isError ? (
          <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />
        ) : slots.data.list.length === 0 ? (
          <EmptyState title={<Trans>今天暂无秒杀活动</Trans>} />
        ) : (
          <SlotsView list={slots.data.list} midnight={slots.data.midnight} timestamp={slots.data.timestamp} receivedAt={slots.data.receivedAt} />
        )}
      </Container>
    </div>
  )
}

function SlotsView({ list, midnight, timestamp, receivedAt }: { list: SeckillSlot[]; midnight?: number; timestamp: number; receivedAt: number }) {
  const { t } = useLingui()
  // the server's time of day when the page opened; the countdown keeps it moving
  const sod = secondsOfDay(serverNowOf({ timestamp, receivedAt }), midnight)
  const initial = currentSlotIndex(list, sod)
  const [selected, setSelected] = useState(initial)
  const [first, setFirst] = useState(() => stripStart(list.length, initial, VISIBLE))
  const slot = list[selected]!
  const state = slotLabelState(list, selected, sod)
  const stateText: Record<SlotState, string> = { ended: t`已结束`, running: t`抢购中`, upcoming: t`即将开始` }
  const shown = list.slice(first, first + VISIBLE)
  return (
    <>
      <div className={css.zoneBar}>
        <h1 className={css.zoneTitle}>
          <Trans>限时秒杀</Trans>
        </h1>
        <span className={css.zoneSub}>
          <Trans>每日多场 · 超值好货限量抢</Trans>
        </span>
        <span className={css.zoneRight} data-testid="slot-countdown">
          <SlotCountdown start={slot.seckill_start_time} end={slot.seckill_end_time} state={state} midnight={midnight} timestamp={timestamp} receivedAt={receivedAt} />
        </span>
      </div>
      <div className={css.strip} role="group" aria-label={t`秒杀场次`}>
        <button type="button" className={css.arrow} aria-label={t`上一组场次`} disabled={first === 0} onClick={() => setFirst(Math.max(0, first - VISIBLE))}>
          ‹
        </button>
        <div className={css.slots} style={{ gridTemplateColumns: `repeat(${VISIBLE}, 1fr)` }}>
          {shown.map((s, i) => {
            const index = first + i
            const st = slotLabelState(list, index, sod)
            return (
              <button key={s.seckill_id} type="button" className={css.slot} aria-pressed={index === selected} onClick={() => setSelected(index)} data-testid="seckill-slot">
                <span className={css.slotTime}>{s.seckill_start_time_show?.slice(0, 5) || clock(s.seckill_start_time)}</span>
                <span className={css.slotState}>{stateText[st]}</span>
              </button>
            )
          })}
        </div>
        <button
          type="button"
          className={css.arrow}
          aria-label={t`下一组场次`}
          disabled={first + VISIBLE >= list.length}
          onClick={() => setFirst(Math.min(Math.max(0, list.length - VISIBLE), first + VISIBLE))}
        >
          ›
        </button>
      </div>
      <div className={css.statusBar} role="status">
        <span className={css.statusStrong}>{slot.name}</span>
        <span className={css.statusMuted}>
          {clock(slot.seckill_start_time)} – {clock(slot.seckill_end_time)} <Trans>（北京时间）</Trans>
        </span>
        <span>
          {state === 'running' ? (
            <Trans>抢购进行中，先下单先得</Trans>
          ) : state === 'ended' ? (
            <Trans>{slot.name}秒杀已结束</Trans>
          ) : (
            <Trans>{slot.name}秒杀未开始</Trans>
          )}
        </span>
      </div>
      <SlotGoods key={slot.seckill_id} seckillId={slot.seckill_id} state={state} />
    </>
  )
}

/** to the end of a running slot, to the start of a coming one; a new slot or state restarts it */
function SlotCountdown({ start, end, state, midnight, timestamp, receivedAt }: { start: number; end: number; state: SlotState; midnight?: number; timestamp: number; receivedAt: number }) {
  const secondsLeftAt = useCallback(
    (serverNow: number) => (state === 'ended' ? 0 : slotSecondsLeft({ seckill_start_time: start, seckill_end_time: end }, secondsOfDay(serverNow, midnight))),
    [start, end, state, midnight],
  )
  const left = useServerCountdown(secondsLeftAt, timestamp, receivedAt)
  if (state === 'running') return <Countdown seconds={left} label={<Trans>本场距结束</Trans>} />
  if (state === 'upcoming') return <Countdown seconds={left} label={<Trans>距开始</Trans>} />
  return <Trans>本场已结束</Trans>
}

function SlotGoods({ seckillId, state }: { seckillId: number; state: SlotState }) {
  const [page, setPage] = useState(1)
  const goods = useQuery({ ...seckillGoodsPageQuery(seckillId, page), placeholderData: keepPreviousData })
  return (
    <PromoGrid query={goods} page={page} onPage={setPage} empty={<Trans>本场暂无秒杀商品</Trans>} testId="seckill-goods">
      {(g) => <SeckillCard key={g.id} goods={g} state={state} />}
    </PromoGrid>
  )
}

function SeckillCard({ goods, state }: { goods: SeckillGoods; state: SlotState }) {
  const off = discountText(goods.seckill_price, goods.price, goods.discount_rate)
  const sold = goods.sale_num ?? 0
  const percent = sold + goods.stock > 0 ? Math.round((sold * 100) / (sold + goods.stock)) : 0
  return (
    <li className={css.card} data-testid="seckill-card">
      <Link to="/promotion/seckill-{$id}" params={{ id: String(goods.id) }} aria-hidden="true" tabIndex={-1}>
        <Img src={goods.sku_image} kind="goods" size="mid" width={230} height={230} alt="" className={css.cardImage} />
      </Link>
      {off && (
        <span className={css.corner}>
          <DiscountLabel off={off} />
        </span>
      )}
      <div className={css.cardBody}>
        <Link to="/promotion/seckill-{$id}" params={{ id: String(goods.id) }} className={css.cardName} title={goods.sku_name} lang={shopLang(goods.sku_name)}>
          {goods.sku_name}
        </Link>
        <div className={css.cardPrices}>
          <Price value={goods.seckill_price} size="lg" />
          <StruckPrice goods={goods} paid={goods.seckill_price} />
        </div>
        <div className={css.progressRow}>
          <span className={css.progress} aria-hidden="true">
            <span className={css.progressFill} style={{ width: `${percent}%`, display: 'block' }} />
          </span>
          <span>
            <Trans>已抢 {percent}%</Trans>
          </span>
        </div>
        <div className={css.cardFoot}>
          <span className={css.muted}>
            <Trans>仅剩 {goods.stock} 件</Trans>
          </span>
          <Link
            to="/promotion/seckill-{$id}"
            params={{ id: String(goods.id) }}
            className={buttonClass({ variant: state === 'running' ? 'primary' : 'secondary', size: 'sm' })}
          >
            {state === 'running' ? <Trans>立即抢购</Trans> : state === 'upcoming' ? <Trans>即将开始</Trans> : <Trans>已结束</Trans>}
          </Link>
        </div>
      </div>
    </li>
  )
}
