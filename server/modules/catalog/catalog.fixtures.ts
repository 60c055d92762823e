import { issueToken } from '../../http/auth.ts'
import type { TestApp } from '../../test/harness.ts'

// Shared by the catalog, shop, cms and home tests: logged-in members and seeded rows to aim at.

export async function tokenOf(t: TestApp, username: string): Promise<string> {
  const m = await t.handle.db.selectFrom('member').select('member_id').where('username', '=', username).executeTakeFirstOrThrow()
  return issueToken(t.handle.db, m.member_id, 1, t.clock)
}

/** an on-sale default sku with its goods, the best seller of the catalog */
export async function topSku(t: TestApp) {
  return t.handle.db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'discount_price', 'category_id_1', 'category_id_3', 'brand_id'])
    .where('on_sale', '=', true)
    .where('is_default', '=', 1)
    .orderBy('sale_num', 'desc')
    .orderBy('sku_id')
    .executeTakeFirstOrThrow()
}

export interface ListBody<T = Record<string, unknown>> {
  count: number
  page_count: number
  list: T[]
}

export function isSorted(values: number[], dir: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    if (dir === 'asc' ? values[i]! < values[i - 1]! : values[i]! > values[i - 1]!) return false
  }
  return true
}
