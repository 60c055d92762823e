import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import type { GoodsListItem } from '../api/types.ts'
import * as css from './goods-card.css.ts'
import { struckPrice } from '../../../lib/catalog-numbers.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** a goods tile of the list: picture, price, name, paid count, shop, tags (reference §2.3) */
export function GoodsCard({ goods }: { goods: GoodsListItem }) {
  const struck = struckPrice(goods, goods.discount_price)
  return (
    <li className={css.card} data-testid="goods-card">
      <Link to="/sku-{$skuId}" params={{ skuId: String(goods.sku_id) }} className={css.imageLink} aria-hidden="true" tabIndex={-1}>
        <Img src={goods.sku_image || goods.goods_image} kind="goods" size="mid" width={204} height={204} alt="" className={css.image} />
      </Link>
      <div className={css.prices}>
        <span data-testid="card-price">
          <Price value={goods.discount_price} size="lg" />
        </span>
        {struck && (
          <span data-testid="card-struck-price">
            <Price value={struck} size="sm" struck />
          </span>
        )}
      </div>
      <Link to="/sku-{$skuId}" params={{ skuId: String(goods.sku_id) }} className={css.name} title={goods.sku_name} lang={shopLang(goods.sku_name)}>
        {goods.goods_name || goods.sku_name}
      </Link>
      <div className={css.meta}>
        <span className={css.sales} data-testid="card-sales">
          <Trans>{goods.sale_num} 人付款</Trans>
        </span>
      </div>
      <div className={css.shop} lang={shopLang(goods.site_name)}>{goods.site_name}</div>
      <div className={css.tags}>
        {goods.is_own === 1 && (
          <span className={css.tagSolid}>
            <Trans>自营</Trans>
          </span>
        )}
        {goods.is_free_shipping === 1 && (
          <span className={css.tag}>
            <Trans>包邮</Trans>
          </span>
        )}
        {goods.promotion_type === 1 && (
          <span className={css.tag}>
            <Trans>限时折扣</Trans>
          </span>
        )}
      </div>
    </li>
  )
}
