// Money on the client (DESIGN: integer fen in client arithmetic; 2-decimal yuan strings on the wire).
// Parse wire amounts with toFen, add and compare integers, format with formatFen. Never add or compare
// yuan strings or floats.

const AMOUNT = /^([+-]?)(\d*)(?:\.(\d*))?$/

/**
 * a wire amount ('12.5', '12.50', 12.5, '-3') → integer fen (1250); rounds half up past 2 decimals;
 * anything that is not an amount (null, '', 'abc') → 0, the storefront's "nothing to show"
 */
export function toFen(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0
  const match = AMOUNT.exec(value.trim())
  if (!match || (!match[2] && !match[3])) return 0
  const [, sign, int = '', frac = ''] = match
  const digits = (frac + '000').slice(0, 3)
  const fen = Number(int || 0) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0)
  return sign === '-' ? -fen : fen
}

/** integer fen → the 2-decimal yuan string: 1250 → '12.50', -5 → '-0.05' */
export function formatFen(fen: number): string {
  const n = Math.round(fen)
  const abs = Math.abs(n)
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** a wire amount → its 2-decimal form: '12.5' → '12.50', unreadable → '0.00' */
export const formatYuan = (value: string | number | null | undefined): string => formatFen(toFen(value))

/** the sum of wire amounts, in fen */
export const sumFen = (...values: Array<string | number | null | undefined>): number => values.reduce<number>((sum, v) => sum + toFen(v), 0)

/**
 * a coupon's 折 as people read it: the wire's 2-decimal discount ('8.50', '9.00') without the
 * trailing zeros ('8.5', '9'); only for a coupon whose type is 'discount' ('0.00' is a money-off one)
 */
export function formatDiscount(value: string | number | null | undefined): string {
  return formatFen(toFen(value)).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')
}
