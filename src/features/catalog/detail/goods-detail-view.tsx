import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { goodsDetailQuery, type SkuDetail } from '../api/get-sku-detail.ts'
import { addBrowse } from '../api/add-browse.ts'
import { modifyClicks } from '../api/modify-clicks.ts'
import { AreaPicker } from './area-picker.tsx'
import { DetailTabs } from './detail-tabs.tsx'
import { clampQuantity, imageList, isOffSale, quantityLimits } from './detail-logic.ts'
import { Gallery } from './gallery.tsx'
import { ShopCard } from './shop-card.tsx'
import * as css from './detail.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { BuyButtons, type PurchaseHandlers, type PurchaseIntent } from './buy-buttons.tsx'
import { FavouriteButton } from './favourite-button.tsx'
import { ManjianRows } from './manjian-rows.tsx'
import { PriceBlock } from './price-block.tsx'
import { QuantityRow } from './quantity-row.tsx'
import { SpecPicker } from './spec-picker.tsx'

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
  const { data: detail } = useSuspenseQuery(goodsDetailQuery(skuId))
  const sku = detail.goods_sku_detail
  const shop = detail.shop_info
  useRecordView(sku, loggedIn)

  const limits = quantityLimits(sku)
  const soldOut = limits.max <= 0
  const offSale = isOffSale(sku)
  const [quantity, setQuantity] = useState(limits.min)
  const num = clampQuantity(quantity, limits)
  const title = sku.sku_name || sku.goods_name || ''

  return (
    <Container className={css.page}>
      <DetailCrumbs sku={sku} />
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
          <PriceBlock detail={detail} />
          <div className={css.rows}>
            <ManjianRows sku={sku} />
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
            <SpecPicker detail={detail} onSkuChange={onSkuChange} />
            <QuantityRow sku={sku} num={num} limits={limits} soldOut={soldOut} onChange={setQuantity} />
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

function DetailCrumbs({ sku }: { sku: SkuDetail }) {
  return (
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
