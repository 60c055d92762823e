/** integer fen → the wire's 2-decimal string */
export const yuan = (fen: number): string => (fen / 100).toFixed(2)

/**
 * a coupon's 折 on the wire, the coupon tables' 2-decimal number: a discount coupon stored as the
 * percent paid (85 → '8.50'), '0.00' for a money-off (reward) coupon — the contract's clients show
 * `￥money` when it is '0.00' and `{discount}折` otherwise
 */
export const couponDiscount = (c: { type: string; discount: number }): string => (c.type === 'discount' ? yuan(c.discount * 10) : '0.00')

/** '12.5' / 12.5 → 1250 fen; throws on anything that is not a money amount */
export function toFen(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a money amount: ${text}`)
  const [int, frac = ''] = text.split('.')
  return Number(int) * 100 + Number(frac.padEnd(2, '0'))
}
