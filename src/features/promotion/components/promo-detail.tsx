import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PromoShop, PromoSku, PromoSpecGroup } from '../api/types.ts'
import { Button } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { RichText } from '../../../ui/rich-text.tsx'
import { clampTo, type QuantityBounds } from '../../../../domain/promotion-rules.ts'
import { QtyStepper } from './qty-stepper.tsx'
import * as css from '../promotion.css.ts'
import { struckPrice } from '../../../lib/catalog-numbers.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface PromoDetailProps {
  sku: PromoSku
  shop: PromoShop | null
  /** the zone this belongs to, for the breadcrumb */
  crumb: { label: ReactNode; to: '/promotion/seckill' | '/promotion/groupbuy' | '/promotion/topic' }
  /** the red bar over the price: the promotion's name and, on the right, its countdown */
  bar: { title: ReactNode; right?: ReactNode }
  promoLabel: ReactNode
  promoPrice: string
  /** extra rows under the price (minimum, sold, limit…) */
  rows?: ReactNode
  specs?: { groups: PromoSpecGroup[]; busy: boolean; onPick: (skuId: number) => void }
  bounds: QuantityBounds
  /** why it cannot be bought now (not started, ended, sold out…); null = it can */
  blocked: ReactNode | null
  /** a note next to the quantity (limits) */
  quantityNote?: ReactNode
  buyLabel: ReactNode
  onBuy: (num: number) => void
}

/** the detail of a promotion goods: picture, promotion bar and price, specs, quantity, buy; its description below */
export function PromoDetail({ sku, shop, crumb, bar, promoLabel, promoPrice, rows, specs, bounds, blocked, quantityNote, buyLabel, onBuy }: PromoDetailProps) {
  const { t } = useLingui()
  const images = [...new Set((sku.sku_images ?? '').split(',').map((s) => s.trim()).filter(Boolean))]
  if (images.length === 0 && sku.sku_image) images.push(sku.sku_image)
  const [shown, setShown] = useState(0)
  const [quantity, setQuantity] = useState(bounds.min)
  const num = clampTo(quantity, bounds)
  const cannot = blocked ?? (bounds.max < bounds.min ? (bounds.max <= 0 ? t`已抢光` : t`库存不足`) : null)
  const title = sku.sku_name || sku.goods_name || ''
  const struck = struckPrice(sku, promoPrice)
  return (
    <Container className={css.narrowPage}>
      <nav className={css.crumbs} aria-label="breadcrumb">
        <Link to="/index">
          <Trans>首页</Trans>
        </Link>
        <span aria-hidden="true">&gt;</span>
        <Link to={crumb.to}>{crumb.label}</Link>
        <span aria-hidden="true">&gt;</span>
        <span lang={shopLang(sku.goods_name || title)}>{sku.goods_name || title}</span>
      </nav>
      <div className={css.detailTop}>
        <div className={css.detailImage}>
          <Img src={images[shown] ?? sku.sku_image} kind="goods" size="big" width={400} height={400} alt={title} eager />
          {images.length > 1 && (
            <div className={css.specValues} style={{ marginTop: 8 }}>
              {images.slice(0, 5).map((src, i) => (
                <button key={src} type="button" className={css.specValue} style={{ padding: 2 }} aria-pressed={i === shown} aria-label={t`第 ${i + 1} 张图片`} onClick={() => setShown(i)}>
                  <Img src={src} kind="goods" size="small" width={56} height={56} alt="" />
                </button>
              ))}
            </div>
          )}
        </div>
        <section className={css.detailInfo} aria-labelledby="promo-title">
          <h1 id="promo-title" className={css.detailTitle} data-testid="goods-title" lang={shopLang(title)}>
            {title}
          </h1>
          {sku.introduction && (
            <p className={css.detailIntro} lang={shopLang(sku.introduction)}>
              {sku.introduction}
            </p>
          )}
          <div className={css.promoBar}>
            <span className={css.promoBarTitle}>{bar.title}</span>
            {bar.right && <span className={css.promoBarRight}>{bar.right}</span>}
          </div>
          <div className={css.priceBox}>
            <span className={css.label}>{promoLabel}</span>
            <span data-testid="promo-price">
              <Price value={promoPrice} size="xl" />
            </span>
            {struck && (
              <>
                <span className={css.label}>
                  <Trans>原价</Trans>
                </span>
                <span>
                  <Price value={struck} size="sm" struck />
                </span>
              </>
            )}
          </div>
          <div className={css.rows}>
            {rows}
            <span className={css.label}>
              <Trans>库存</Trans>
            </span>
            <span data-testid="promo-stock">
              {sku.stock > 0 ? <Trans>{sku.stock} {sku.unit || '件'}</Trans> : <span className={css.warn} style={{ marginLeft: 0 }}><Trans>已抢光</Trans></span>}
            </span>
            {specs?.groups.map((group) => (
              <SpecRow key={group.spec_name} group={group} currentSkuId={sku.sku_id} busy={specs.busy} onPick={specs.onPick} />
            ))}
            <span className={css.label}>
              <Trans>数量</Trans>
            </span>
            <span>
              <QtyStepper value={num} bounds={bounds} onChange={setQuantity} disabled={Boolean(cannot)} />
              {quantityNote && <span className={css.note}>{quantityNote}</span>}
            </span>
          </div>
          <div className={css.buyRow}>
            <Button size="lg" className={css.bigButton} disabled={Boolean(cannot)} onClick={() => onBuy(num)}>
              {buyLabel}
            </Button>
            {cannot && (
              <span className={css.warn} role="status">
                {cannot}
              </span>
            )}
          </div>
          {shop && (
            <div className={css.shopLine}>
              <Trans>店铺：</Trans>
              <Link to="/shop-{$siteId}" params={{ siteId: shop.site_id }} lang={shopLang(shop.site_name)}>
                {shop.site_name}
              </Link>
              {shop.is_own === 1 && (
                <span className={css.tagSolid}>
                  <Trans>自营</Trans>
                </span>
              )}
            </div>
          )}
        </section>
      </div>
      <section className={css.section} aria-labelledby="promo-content">
        <h2 id="promo-content" className={css.sectionTitle}>
          <Trans>商品详情</Trans>
        </h2>
        {sku.goods_content ? <RichText html={sku.goods_content} className={css.content} lang={shopLang(sku.goods_content)} /> : <p className={css.content}><Trans>暂无商品详情</Trans></p>}
      </section>
    </Container>
  )
}

function SpecRow({ group, currentSkuId, busy, onPick }: { group: PromoSpecGroup; currentSkuId: number; busy: boolean; onPick: (skuId: number) => void }) {
  return (
    <>
      <span className={css.label}>{group.spec_name}</span>
      <span className={css.specValues} role="radiogroup" aria-label={group.spec_name} aria-busy={busy}>
        {group.value.map((v) => {
          const selected = v.sku_id === currentSkuId
          return (
            <button
              key={`${v.spec_id}-${v.spec_value_name}`}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={Boolean(v.disabled) || !v.sku_id}
              className={css.specValue}
              onClick={() => !selected && onPick(v.sku_id)}
            >
              {v.spec_value_name}
            </button>
          )
        })}
      </span>
    </>
  )
}
