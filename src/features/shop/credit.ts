import type { Shop } from './api/types.ts'

type Credits = Pick<Shop, 'shop_desccredit' | 'shop_servicecredit' | 'shop_deliverycredit'>

function score(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '')
  return Number.isFinite(n) ? n : 0
}

/** one credit score to show: '4.8' (one decimal) */
export function formatCredit(value: number | string | null | undefined): string {
  return score(value).toFixed(1)
}

/** reference §8.3: the street card shows the average of the 3 credits, one decimal */
export function averageCredit(shop: Credits): string {
  const sum = score(shop.shop_desccredit) + score(shop.shop_servicecredit) + score(shop.shop_deliverycredit)
  // round half up on the one-decimal value, so 4.85 shows 4.9 (toFixed alone rounds binary noise)
  return (Math.round((sum / 3) * 10 + 1e-9) / 10).toFixed(1)
}
