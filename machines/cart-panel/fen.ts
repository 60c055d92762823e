// Money for the cart panel, in integer fen (DESIGN: client arithmetic in fen, never a float
// compare of money strings). Machines cannot import src/, so the panel keeps this tiny helper;
// it reads the wire's amounts exactly ('0.10' → 10, never 0.1 × 100).

/** '12.5' / '12.50' / 12.5 → 1250 fen; anything that is not an amount (null, '', 'abc') → 0 */
export function toFen(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim()
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2})\d*)?$/.exec(text)
  if (!m) return 0
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -fen : fen
}

/** 30 → '0.30', 123456 → '1234.56' */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Σ unit price × number, in fen */
export function sumFen(items: ReadonlyArray<{ unitFen: number; num: number }>): number {
  return items.reduce((sum, { unitFen, num }) => sum + unitFen * num, 0)
}

/** the unit price a cart line is charged, in fen: the discount price when there is one */
export const unitFen = (line: { price: string; discount_price?: string | null }): number =>
  line.discount_price !== undefined && line.discount_price !== null && line.discount_price !== '' ? toFen(line.discount_price) : toFen(line.price)
