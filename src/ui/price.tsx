import * as css from './price.css.ts'

/** '12.5' | 12.5 → '12.50'; anything unreadable → '0.00' (the wire sends 2-decimal strings) */
export function formatPrice(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '')
  return Number.isFinite(n) ? n.toFixed(2) : '0.00'
}

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
      {formatPrice(value)}
    </span>
  )
}
