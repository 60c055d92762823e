/** integer fen → the wire's 2-decimal string */
export const yuan = (fen: number): string => (fen / 100).toFixed(2)

/** '12.5' / 12.5 → 1250 fen; throws on anything that is not a money amount */
export function toFen(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a money amount: ${text}`)
  const [int, frac = ''] = text.split('.')
  return Number(int) * 100 + Number(frac.padEnd(2, '0'))
}
