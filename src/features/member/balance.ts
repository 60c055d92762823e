/** yuan string → integer fen (DESIGN: client arithmetic in fen) */
function toFen(yuan: string | number | null | undefined): number {
  const n = Number(yuan ?? 0)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

// reference §6.1: the balance shown is balance (not withdrawable) + balance_money (withdrawable)
export function totalBalance(balance: string | number | undefined, balanceMoney: string | number | undefined): string {
  return ((toFen(balance) + toFen(balanceMoney)) / 100).toFixed(2)
}
