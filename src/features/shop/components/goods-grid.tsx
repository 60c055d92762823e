import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import type { GoodsSku } from '../api/types.ts'
import * as css from './shop.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** a shop's goods as tiles: picture, price, name, sales → the goods detail */
export function GoodsGrid({ goods, columns = 5 }: { goods: readonly GoodsSku[]; columns?: 4 | 5 }) {
  const width = columns === 4 ? 220 : 210
  return (
    <ul className={columns === 4 ? `${css.goodsGrid} ${css.goodsGrid4}` : css.goodsGrid}>
      {goods.map((g) => (
        <li key={g.sku_id}>
          <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} className={css.goodsTile} data-testid="goods-tile">
            <Img src={g.sku_image} kind="goods" size="mid" width={width} height={width} alt={g.sku_name} className={css.goodsImage} />
            <span className={css.goodsPriceRow}>
              <Price value={g.discount_price || g.price} size="lg" />
              <StruckPrice goods={g} paid={g.discount_price || g.price} />
            </span>
            <span className={css.goodsName} title={g.sku_name} lang={shopLang(g.sku_name)}>
              {g.sku_name}
            </span>
            <span className={css.goodsSales}>
              <Trans>
                已售 <span className={css.goodsSalesValue}>{g.sale_num}</span> 件
              </Trans>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
