import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Button } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Countdown } from '../../../ui/countdown.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Price } from '../../../ui/price.tsx'
import { toast } from '../../../ui/toast.ts'
import { addCollect } from '../api/add-collect.ts'
import { deleteCollect } from '../api/delete-collect.ts'
import { isCollectQuery } from '../api/get-is-collect.ts'
import { manjianQuery } from '../api/get-manjian.ts'
import { goodsDetailQuery, type GoodsDetail, type SkuDetail } from '../api/get-sku-detail.ts'
import { skuInfoQuery } from '../api/get-sku-info.ts'
import { addBrowse } from '../api/add-browse.ts'
import { modifyClicks } from '../api/modify-clicks.ts'
import { AreaPicker } from './area-picker.tsx'
import { DetailTabs } from './detail-tabs.tsx'
import {
  byThreshold, clampQuantity, discountSecondsLeft, imageList, isOffSale, manjianLines, quantityLimits, skuForSpec, specGroups, withSku, type ManjianLine, type ManjianPart,
} from './detail-logic.ts'
import { imageUrl } from '../../../lib/image.ts'
import { Gallery } from './gallery.tsx'
import { ShopCard } from './shop-card.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'
import * as css from './detail.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { struckPrice } from '../../../lib/catalog-numbers.ts'

export interface PurchaseHandlers {
  /** wired by the cart feature; without them a member sees the buttons disabled */
  onAddToCart?: (sku: SkuDetail, num: number) => void
  onBuyNow?: (sku: SkuDetail, num: number) => void
  /** an add is on its way (the button waits) */
  adding?: boolean
  /** what became of a purchase asked for before logging in (under the buttons) */
  purchaseNotice?: ReactNode
}

/** what a logged-out visitor asked for when sent to log in: the page finishes it afterwards */
export interface PurchaseIntent {
  action: 'cart' | 'buy'
  sku: SkuDetail
  num: number
}

export interface GoodsDetailViewProps extends PurchaseHandlers {
  skuId: number
  loggedIn: boolean
  /** go to the login page, coming back here afterwards (and finishing the purchase asked for, if any) */
  onNeedLogin: (intent?: PurchaseIntent) => void
  /** the URL follows the chosen sku (replace, no reload) */
  onSkuChange: (skuId: number) => void
  /** shown between the purchase area and the tabs (the bundles the sku is in) */
  extra?: ReactNode
  /** 联系客服: the chat with the goods' shop, this product as the pending card */
  onContactService?: (shop: { siteId: number; siteName: string }, skuId: number) => void
}

export function GoodsDetailView({ skuId, loggedIn, onNeedLogin, onSkuChange, onContactService, onAddToCart, onBuyNow, adding, purchaseNotice, extra }: GoodsDetailViewProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: detail } = useSuspenseQuery(goodsDetailQuery(skuId))
  const sku = detail.goods_sku_detail
  const shop = detail.shop_info
  const manjian = useQuery(manjianQuery(sku.goods_id, sku.site_id))
  useRecordView(sku, loggedIn)

  // spec switch: the sku fields come from goodssku/info and are seeded into the new sku's detail
  // entry, so the route's loader finds it and the page changes without another detail call
  const switchSku = useMutation({
    mutationFn: (nextId: number) => queryClient.fetchQuery(skuInfoQuery(nextId)),
    onSuccess: ({ info, timestamp }, nextId) => {
      queryClient.setQueryData<GoodsDetail>(goodsDetailQuery(nextId).queryKey, (cached) => cached ?? withSku(detail, info, timestamp))
      onSkuChange(nextId)
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })

  const secondsLeftAt = useCallback((serverNow: number) => discountSecondsLeft(sku, serverNow), [sku])
  const discountLeft = useServerCountdown(secondsLeftAt, detail.timestamp, detail.receivedAt)
  const onDiscount = sku.promotion_type === 1 && discountLeft > 0
  // 原价 (decision 015): the same crossed-out price as on every card
  const struck = struckPrice(sku, sku.discount_price)
  const groups = specGroups(sku)
  const limits = quantityLimits(sku)
  const soldOut = limits.max <= 0
  const offSale = isOffSale(sku)
  const [quantity, setQuantity] = useState(limits.min)
  const num = clampQuantity(quantity, limits)
  const title = sku.sku_name || sku.goods_name || ''
  const lines = manjianLines(manjian.data)

  return (
    <Container className={css.page}>
      <nav className={css.crumbs} aria-label="breadcrumb">
        <Link to="/index">
          <Trans>首页</Trans>
        </Link>
        {sku.category_id_1 ? (
          <>
            <span aria-hidden="true">&gt;</span>
            <Link to="/list" search={{ category_id: sku.category_id, level: 3 }}>
              {(sku as SkuDetail & { category_name?: string }).category_name}
            </Link>
          </>
        ) : null}
        <span aria-hidden="true">&gt;</span>
        <span lang={shopLang(sku.goods_name)}>{sku.goods_name}</span>
      </nav>
      <div className={css.top}>
        <div>
          <Gallery key={sku.sku_id} images={imageList(sku)} alt={title} />
          <div className={css.galleryActions}>
            <FavouriteButton sku={sku} loggedIn={loggedIn} onNeedLogin={onNeedLogin} />
            <span>
              <Trans>商品编号：{sku.sku_id}</Trans>
            </span>
          </div>
        </div>

        <section className={css.info} aria-labelledby="goods-title">
          <h1 id="goods-title" className={css.title} data-testid="goods-title" lang={shopLang(title)}>
            {title}
          </h1>
          {sku.introduction && <p className={css.intro} lang={shopLang(sku.introduction)}>{sku.introduction}</p>}
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
          <div className={css.rows}>
            {lines.length > 0 && manjian.data && (
              <>
                <span className={css.label}>
                  <Trans>促销</Trans>
                </span>
                <div className={css.manjianLines}>
                  {lines.map((line) => (
                    <p key={line.kind} className={css.manjianLine} data-testid="manjian-line">
                      <span className={css.manjianTag}>{line.kind === 'discount' ? t`满减` : line.kind === 'gift' ? t`满送` : t`包邮`}</span>
                      <ManjianText kind={line.kind} parts={line.parts} />
                    </p>
                  ))}
                </div>
              </>
            )}
            <span className={css.label}>
              <Trans>配送至</Trans>
            </span>
            <div>
              <AreaPicker />
              <span className={css.stockNote}>
                {soldOut ? (
                  <span className={css.soldOut}>
                    <Trans>商品已售罄</Trans>
                  </span>
                ) : (
                  <Trans>有货，库存 {sku.stock} {sku.unit || '件'}</Trans>
                )}
              </span>
            </div>
            {groups.map((group, gi) => (
              <SpecRow
                key={group.spec_name}
                name={group.spec_name}
                values={group.value.map((v, vi) => ({
                  label: v.spec_value_name,
                  image: v.image,
                  selected: v.sku_id === sku.sku_id || (v.selected === true && !group.value.some((x) => x.sku_id === sku.sku_id)),
                  disabled: Boolean(v.disabled),
                  onPick: () => {
                    const next = skuForSpec(groups, gi, vi, sku.sku_id)
                    if (next) switchSku.mutate(next)
                  },
                }))}
                busy={switchSku.isPending}
              />
            ))}
            <span className={css.label}>
              <Trans>数量</Trans>
            </span>
            <div>
              <div className={css.qty}>
                <button type="button" className={css.qtyButton} aria-label={t`减少`} disabled={soldOut || num <= limits.min} onClick={() => setQuantity(num - 1)}>
                  −
                </button>
                <input
                  className={css.qtyInput}
                  inputMode="numeric"
                  aria-label={t`购买数量`}
                  value={soldOut ? 0 : num}
                  disabled={soldOut}
                  onChange={(e) => setQuantity(Number.parseInt(e.target.value.replace(/\D/g, '') || '0', 10))}
                />
                <button type="button" className={css.qtyButton} aria-label={t`增加`} disabled={soldOut || num >= limits.max} onClick={() => setQuantity(num + 1)}>
                  +
                </button>
              </div>
              <span className={css.stockNote}>
                {limits.cap === 'maxBuy' ? <Trans>限购 {sku.max_buy} {sku.unit || '件'}</Trans> : null}
                {limits.min > 1 ? <Trans>{limits.min} {sku.unit || '件'}起购</Trans> : null}
              </span>
            </div>
          </div>
          <BuyButtons
            sku={sku}
            num={num}
            blocked={offSale ? 'offSale' : soldOut ? 'soldOut' : limits.max < limits.min ? 'limit' : null}
            loggedIn={loggedIn}
            onNeedLogin={onNeedLogin}
            onAddToCart={onAddToCart}
            onBuyNow={onBuyNow}
            adding={adding}
          />
          {purchaseNotice}
        </section>

        <ShopCard
          shop={shop}
          skuId={sku.sku_id}
          loggedIn={loggedIn}
          onNeedLogin={onNeedLogin}
          onContactService={onContactService && (() => onContactService({ siteId: shop.site_id, siteName: shop.site_name }, sku.sku_id))}
        />
      </div>
      {extra}
      <DetailTabs sku={sku} />
    </Container>
  )
}

// 折 in Chinese (9.5折 = you pay 95%), "5% off" in English: both figures go to the message
const DISCOUNT_COUPON = msg({ message: '一张{value}折优惠券', comment: 'value = tenths of the price paid (9.5); pct = percent off (5)' })

function ManjianText({ kind, parts }: { kind: ManjianLine['kind']; parts: ManjianPart[] }) {
  const { t, i18n } = useLingui()
  const limitOf = (p: ManjianPart) => (p.unit === 'item' ? t`满${p.threshold}件` : t`满${p.threshold}元`)
  if (kind === 'gift') {
    // one sentence a threshold: 满699元送200积分、一张15元优惠券、赠品「…」×1（赠完即止）
    const reward = (p: ManjianPart): ReactNode => {
      switch (p.type) {
        case 'point': {
          const { point } = p
          return t`${point}积分`
        }
        case 'coupon': {
          const { value } = p
          if (p.couponType === 'reward') return t`一张${value}元优惠券`
          return i18n._({ ...DISCOUNT_COUPON, values: { value, pct: +(100 - Number(value) * 10).toFixed(1) } })
        }
        case 'present': {
          // the gift's name is the shop's own words, a link to its page
          const { name, num } = p
          const gift = (
            <Link to="/sku-{$skuId}" params={{ skuId: String(p.skuId) }} className={css.giftLink} lang={shopLang(name)}>
              {name}
            </Link>
          )
          return <Trans>赠品「{gift}」×{num}（赠完即止）</Trans>
        }
        default:
          return null
      }
    }
    const comma = t`、`
    return (
      <span className={css.manjianText}>
        {byThreshold(parts).map((group) => {
          const limit = limitOf(group[0]!)
          const list = group.map((p, i) => (
            <Fragment key={i}>
              {i > 0 && comma}
              {reward(p)}
            </Fragment>
          ))
          return (
            <span key={limit} className={css.manjianGroup}>
              <Trans>{limit}送{list}</Trans>
            </span>
          )
        })}
      </span>
    )
  }
  const text = parts.map((p) => {
    const limit = limitOf(p)
    return p.type === 'discount' ? t`${limit}减${p.amount}元` : t`${limit}包邮`
  })
  return <span className={css.manjianText}>{text.join(t`；`)}</span>
}

function SpecRow({ name, values, busy }: { name: string; busy: boolean; values: Array<{ label: string; image?: string; selected: boolean; disabled: boolean; onPick: () => void }> }) {
  return (
    <>
      <span className={css.label}>{name}</span>
      <div className={css.specValues} role="radiogroup" aria-label={name} aria-busy={busy}>
        {values.map((v) => (
          <button
            key={v.label}
            type="button"
            role="radio"
            aria-checked={v.selected}
            disabled={v.disabled}
            className={[css.specValue, v.image ? '' : css.specTextOnly].join(' ')}
            onClick={v.onPick}
          >
            {v.image && <img src={imageUrl(v.image)} width={28} height={28} alt="" loading="lazy" />}
            {v.label}
          </button>
        ))}
      </div>
    </>
  )
}

function BuyButtons({
  sku,
  num,
  blocked,
  loggedIn,
  onNeedLogin,
  onAddToCart,
  onBuyNow,
  adding,
}: PurchaseHandlers & { sku: SkuDetail; num: number; blocked: 'offSale' | 'soldOut' | 'limit' | null; loggedIn: boolean; onNeedLogin: (intent?: PurchaseIntent) => void }) {
  const { t } = useLingui()
  // logged out: both buttons lead into the login flow and back here, where the purchase is finished
  const act = (handler: PurchaseHandlers['onAddToCart'], action: PurchaseIntent['action']) => () => (loggedIn ? handler?.(sku, num) : onNeedLogin({ action, sku, num }))
  const missing = loggedIn && (!onAddToCart || !onBuyNow)
  const note =
    blocked === 'offSale' ? t`该商品已下架` : blocked === 'soldOut' ? t`商品已售罄` : blocked === 'limit' ? t`已达到限购数量` : missing ? t`暂不能购买` : null
  return (
    <div className={css.buyRow}>
      <Button size="lg" variant="secondary" className={css.bigButton} disabled={blocked !== null || missing} onClick={act(onBuyNow, 'buy')}>
        <Trans>立即购买</Trans>
      </Button>
      {sku.is_virtual !== 1 && (
        <Button size="lg" className={css.bigButton} disabled={blocked !== null || missing} loading={adding} onClick={act(onAddToCart, 'cart')}>
          <Trans>加入购物车</Trans>
        </Button>
      )}
      {note && <span className={css.buyNote}>{note}</span>}
    </div>
  )
}

function FavouriteButton({ sku, loggedIn, onNeedLogin }: { sku: SkuDetail; loggedIn: boolean; onNeedLogin: (intent?: PurchaseIntent) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const collected = useQuery({ ...isCollectQuery(sku.goods_id), enabled: loggedIn })
  const on = loggedIn && Number(collected.data) > 0
  const toggle = useMutation({
    mutationFn: (add: boolean) =>
      add
        ? addCollect({ sku_id: sku.sku_id, site_id: sku.site_id, goods_id: sku.goods_id, category_id: sku.category_id ?? 0, sku_name: sku.sku_name, sku_price: sku.discount_price, sku_image: sku.sku_image })
        : deleteCollect(sku.goods_id),
    onSuccess: (_, add) => {
      queryClient.setQueryData(isCollectQuery(sku.goods_id).queryKey, add ? 1 : 0)
      queryClient.setQueryData<GoodsDetail>(goodsDetailQuery(sku.sku_id).queryKey, (d) =>
        d ? { ...d, goods_sku_detail: { ...d.goods_sku_detail, collect_num: Math.max(0, d.goods_sku_detail.collect_num + (add ? 1 : -1)) } } : d,
      )
      toast.success(add ? t`收藏成功` : t`已取消收藏`)
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  return (
    <button type="button" className={css.linkButton} aria-pressed={on} disabled={toggle.isPending} onClick={() => (loggedIn ? toggle.mutate(!on) : onNeedLogin())}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
      {on ? <Trans>已收藏</Trans> : <Trans>收藏商品</Trans>}
    </button>
  )
}

/** the click counter and, for a member, the footprint: once per sku shown */
function useRecordView(sku: SkuDetail, loggedIn: boolean) {
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    const key = `${sku.sku_id}:${loggedIn}`
    if (recorded.current === key) return
    const first = recorded.current === null || !recorded.current.startsWith(`${sku.sku_id}:`)
    recorded.current = key
    // background counters: a failure does not concern the shopper, but is worth a console line
    const report = (what: string) => (error: unknown) => console.warn(`${what} not recorded`, error)
    if (first) modifyClicks(sku.sku_id, sku.site_id).catch(report('click'))
    if (loggedIn) {
      addBrowse({
        goods_id: sku.goods_id, sku_id: sku.sku_id, site_id: sku.site_id, category_id: sku.category_id,
        category_id_1: sku.category_id_1, category_id_2: sku.category_id_2, category_id_3: sku.category_id_3,
      }).catch(report('footprint'))
    }
  }, [sku, loggedIn])
}
