import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Bundle, BundleGoods } from '../api/bundling.ts'
import { formatFen } from '../../../../domain/money.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { bundleSavingFen } from '../../../../domain/promotion-rules.ts'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** the bundle at a glance: goods + goods … = the set price, the original total and the saving */
export function BundleRow({ bundle }: { bundle: Bundle }) {
  const saving = bundleSavingFen(bundle)
  return (
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
            <span className={css.cardName} style={{ height: 'auto' }} lang={shopLang(g.sku_name)}>
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
  )
}

/** 套餐商品: each goods' unit price, its share of the set price, and its stock */
export function BundleTable({ goods }: { goods: BundleGoods[] }) {
  return (
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
        {goods.map((g) => (
          <tr key={g.sku_id}>
            <td>
              <span className={css.goodsCell}>
                <Img src={g.sku_image} kind="goods" size="small" width={48} height={48} alt="" />
                <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} lang={shopLang(g.sku_name)}>
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
  )
}
