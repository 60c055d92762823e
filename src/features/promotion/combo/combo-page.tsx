import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { bundleDetailQuery } from '../api/get-bundle-detail.ts'
import { formatFen } from '../../../../domain/money.ts'
import { Button } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { bundleSavingFen, bundleStock } from '../../../../domain/promotion-rules.ts'
import { QtyStepper } from '../components/qty-stepper.tsx'
import { usePromoOrder } from '../use-promo-order.ts'
import * as css from '../promotion.css.ts'

// a bundle is bought in sets; the ceiling only keeps typing sane (stock is said, not enforced, here)
const MAX_SETS = 999

/** /promotion/combo-{bl_id}: the bundle's goods, its price and saving, sets to buy; buy → /promotion/combo_payment */
export function ComboPage({ blId, loggedIn, onNeedLogin }: { blId: number; loggedIn: boolean; onNeedLogin: () => void }) {
  const { data: bundle } = useSuspenseQuery(bundleDetailQuery(blId))
  const order = usePromoOrder(loggedIn, onNeedLogin)
  const [num, setNum] = useState(1)
  const stock = bundleStock(bundle.bundling_goods)
  const saving = bundleSavingFen(bundle)
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
          {bundle.bl_name}
          {bundle.site_name && <span className={css.muted}>{bundle.site_name}</span>}
        </h1>
        <div className={css.sectionBody}>
          <div className={css.bundleRow}>
            {bundle.bundling_goods.map((g, i) => (
              <div key={g.sku_id} style={{ display: 'contents' }}>
                {i > 0 && (
                  <span className={css.bundlePlus} aria-hidden="true">
                    +
                  </span>
                )}
                <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} className={css.bundleItem}>
                  <Img src={g.sku_image} kind="goods" size="mid" width={130} height={130} alt="" />
                  <span className={css.cardName} style={{ height: 'auto' }}>
                    {g.sku_name}
                  </span>
                  <Price value={g.price} size="sm" />
                </Link>
              </div>
            ))}
            <span className={css.bundlePlus} aria-hidden="true">
              =
            </span>
            <div className={css.bundleSum}>
              <span>
                <Trans>套餐价</Trans> <span data-testid="combo-price"><Price value={bundle.bl_price} size="xl" /></span>
              </span>
              {bundle.goods_money && (
                <span className={css.muted}>
                  <Trans>原价合计</Trans> <Price value={bundle.goods_money} size="sm" struck />
                </span>
              )}
              {saving > 0 && (
                <span className={css.tagSolid} data-testid="combo-saving" style={{ alignSelf: 'flex-start' }}>
                  <Trans>立省 ￥{formatFen(saving)}</Trans>
                </span>
              )}
            </div>
          </div>
        </div>
      </section>
      <section className={css.section} aria-labelledby="combo-goods">
        <h2 id="combo-goods" className={css.sectionTitle}>
          <Trans>套餐商品</Trans>
        </h2>
        <table className={css.bundleTable}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>商品</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>单价</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>套餐分摊价</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>库存</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {bundle.bundling_goods.map((g) => (
              <tr key={g.sku_id}>
                <td>
                  <span className={css.goodsCell}>
                    <Img src={g.sku_image} kind="goods" size="small" width={48} height={48} alt="" />
                    <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }}>
                      {g.sku_name}
                    </Link>
                  </span>
                </td>
                <td className={css.num}>
                  <Price value={g.price} size="sm" />
                </td>
                <td className={css.num}>{g.promotion_price ? <Price value={g.promotion_price} size="sm" /> : '—'}</td>
                <td className={css.num}>
                  {g.stock ?? 0} {g.unit || ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
