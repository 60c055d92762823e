import { formatFen, sumFen } from '../../../domain/money.ts'

// reference §6.1: the balance shown is balance (not withdrawable) + balance_money (withdrawable)
export function totalBalance(balance: string | number | undefined, balanceMoney: string | number | undefined): string {
  return formatFen(sumFen(balance, balanceMoney))
}
