import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { bundleDetailQuery } from '../api/get-bundle-detail.ts'
import { Button } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { bundleStock } from '../../../../domain/promotion-rules.ts'
import { QtyStepper } from '../components/qty-stepper.tsx'
import { usePromoOrder } from '../use-promo-order.ts'
import * as css from '../promotion.css.ts'
import { BundleRow, BundleTable } from './bundle-parts.tsx'
import { shopLang } from '../../../lib/shop-lang.ts'

// a bundle is bought in sets; the ceiling only keeps typing sane (stock is said, not enforced, here)
const MAX_SETS = 999

/** /promotion/combo-{bl_id}: the bundle's goods, its price and saving, sets to buy; buy → /promotion/combo_payment */
export function ComboPage({ blId, loggedIn, onNeedLogin }: { blId: number; loggedIn: boolean; onNeedLogin: () => void }) {
  const { data: bundle } = useSuspenseQuery(bundleDetailQuery(blId))
  const order = usePromoOrder(loggedIn, onNeedLogin)
  const [num, setNum] = useState(1)
  const stock = bundleStock(bundle.bundling_goods)
  const unavailable = bundle.status !== undefined && bundle.status !== 1
  const offSale = bundle.bundling_goods.some((g) => (g.goods_state !== undefined && g.goods_state !== 1) || (g.verify_state !== undefined && g.verify_state !== 1))
  const short = num > stock
  return (
    <Container className={css.narrowPage}>
      <nav className={css.crumbs} aria-label="breadcrumb">
        <Link to="/index">
          <Trans>首页</Trans>
        </Link>
        <span aria-hidden="true">&gt;</span>
        <span>
          <Trans>组合套餐</Trans>
        </span>
      </nav>
      <section className={css.section} aria-labelledby="combo-title" style={{ marginTop: 0 }}>
        <h1 id="combo-title" className={css.sectionTitle}>
          <span className={css.tagSolid}>
            <Trans>组合套餐</Trans>
          </span>
          <span lang={shopLang(bundle.bl_name)}>{bundle.bl_name}</span>
          {bundle.site_name && (
            <span className={css.muted} lang={shopLang(bundle.site_name)}>
              {bundle.site_name}
            </span>
          )}
        </h1>
        <div className={css.sectionBody}>
          <BundleRow bundle={bundle} />
        </div>
      </section>
      <section className={css.section} aria-labelledby="combo-goods">
        <h2 id="combo-goods" className={css.sectionTitle}>
          <Trans>套餐商品</Trans>
        </h2>
        <BundleTable goods={bundle.bundling_goods} />
        <div className={css.buyRow} style={{ justifyContent: 'flex-end', borderTop: '1px solid #e5e5e5' }}>
          <span className={css.label}>
            <Trans>购买套数</Trans>
          </span>
          <QtyStepper value={num} bounds={{ min: 1, max: MAX_SETS }} onChange={setNum} disabled={unavailable || offSale} />
          {short && (
            <span className={css.warn} role="alert" data-testid="combo-stock-warning">
              <Trans>库存不足，剩余：{stock}件</Trans>
            </span>
          )}
          {unavailable && (
            <span className={css.warn} role="status">
              <Trans>该套餐已失效</Trans>
            </span>
          )}
          {offSale && !unavailable && (
            <span className={css.warn} role="status">
              <Trans>套餐中有商品已下架</Trans>
            </span>
          )}
          <Button size="lg" className={css.bigButton} disabled={short || unavailable || offSale || stock <= 0} onClick={() => order('combo', { bl_id: bundle.bl_id, num })}>
            <Trans>立即购买</Trans>
          </Button>
        </div>
      </section>
    </Container>
  )
}
