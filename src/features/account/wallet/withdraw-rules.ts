import { toFen } from '../../../../domain/money.ts'

// The withdrawal form's checks, as the server makes them (reference §6.4): an amount in yuan with at
// most two decimals, more than 0, at least the configured minimum, at most the withdrawable bucket.

export type WithdrawAmountError = 'required' | 'format' | 'zero' | 'belowMin' | 'overBalance'

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

export function checkWithdrawAmount(text: string, balanceFen: number, minFen: number): WithdrawAmountError | null {
  const value = text.trim()
  if (value === '') return 'required'
  if (!AMOUNT.test(value)) return 'format'
  const fen = toFen(value)
  if (fen <= 0) return 'zero'
  if (fen > balanceFen) return 'overBalance'
  if (fen < minFen) return 'belowMin'
  return null
}

/** the fee at `rate` per cent, in fen, rounded like the server (half up) */
export function withdrawFee(amountFen: number, rate: number | string): number {
  const r = Number(rate)
  if (!Number.isFinite(r) || r <= 0) return 0
  return Math.round((amountFen * r) / 100)
}

/** the config's allowed types: 'bank,alipay' → ['bank', 'alipay'] */
export const allowedTypes = (transferType: string): string[] =>
  transferType
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
