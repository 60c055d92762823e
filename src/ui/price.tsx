import { formatYuan } from '../../domain/money.ts'
import { struckPrice } from '../lib/catalog-numbers.ts'
import * as css from './price.css.ts'

export interface PriceProps {
  value: string | number | null | undefined
  size?: keyof typeof css.size
  /** a struck-through original price */
  struck?: boolean
  className?: string
}

/** ￥12.50 in the price colour */
export function Price({ value, size = 'md', struck, className }: PriceProps) {
  return (
    <span className={[css.price, css.size[size], struck && css.muted, className].filter(Boolean).join(' ')}>
      <span className={css.symbol}>￥</span>
      {formatYuan(value)}
    </span>
  )
}

/** 原价 beside 售价 (decision 015, src/lib/catalog-numbers.ts): the market price struck through, or nothing */
export function StruckPrice({ goods, paid, size = 'sm' }: { goods: { market_price?: string; price?: string }; paid: string | undefined; size?: keyof typeof css.size }) {
  const value = struckPrice(goods, paid)
  return value === undefined ? null : <Price value={value} size={size} struck />
}
