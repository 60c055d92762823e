import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { OrderGoodsWire } from '../../../api/order/order-wire.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** an order line: picture, name (to the goods page), price × number, and what the caller adds */
export function OrderLine({ line, children }: { line: OrderGoodsWire; children?: ReactNode }) {
  return (
    <div className={css.line}>
      <Img src={line.sku_image} kind="goods" size="small" width={60} height={60} alt="" />
      <div className={css.cell}>
        <Link to="/sku-{$skuId}" params={{ skuId: String(line.sku_id) }} className={css.lineName} lang={shopLang(line.sku_name)}>
          {line.sku_name}
        </Link>
        {children}
      </div>
      <span className={css.right}>
        <Price value={line.price} size="sm" />
      </span>
      <span className={`${css.right} ${css.muted}`}>×{line.num}</span>
    </div>
  )
}
