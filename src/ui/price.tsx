import { formatYuan } from '../lib/money.ts'
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
