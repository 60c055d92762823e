import { formatFen, toFen } from '../../../../domain/money.ts'
import * as css from '../account.css.ts'

/** a ledger amount with its sign: income green, spending in the price colour */
export function SignedAmount({ value, money }: { value: string | number; money: boolean }) {
  const n = money ? toFen(value) : Math.trunc(Number(value) || 0)
  const text = money ? formatFen(Math.abs(n)) : String(Math.abs(n))
  return <span className={`${css.num} ${n < 0 ? css.negative : css.positive}`}>{`${n < 0 ? '-' : '+'}${text}`}</span>
}
