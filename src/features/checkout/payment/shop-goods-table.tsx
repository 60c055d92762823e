import { Trans } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import type { PaymentShop } from '../api/order-payment.ts'
import * as css from '../checkout.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** the shop's goods: picture and name, unit price, quantity, subtotal */
export function ShopGoodsTable({ goods }: { goods: PaymentShop['goods_list'] }) {
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th className={css.th} scope="col">
            <Trans>商品</Trans>
          </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            <Trans>单价</Trans>
          </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            <Trans>数量</Trans>
          </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            <Trans>小计</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {goods.map((g) => (
          <tr key={g.sku_id}>
            <td className={css.td}>
              <div className={css.goods}>
                <Img src={g.sku_image} kind="goods" size="small" width={56} height={56} alt="" />
                <span className={css.goodsName} lang={shopLang(g.sku_name)}>{g.sku_name}</span>
              </div>
            </td>
            <td className={`${css.td} ${css.num}`}>
              <Price value={g.price} size="sm" />
            </td>
            <td className={`${css.td} ${css.num}`}>× {g.num}</td>
            <td className={`${css.td} ${css.num}`}>
              <Price value={g.goods_money} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
