import { call } from './fixtures.ts'

// Goods for the specs, found through the contract as the storefront lists them.

export interface PlainSku {
  sku_id: number
  site_id: number
  sku_name: string
  stock: number
  min_buy: number
  max_buy: number
  is_virtual: number
}

/**
 * on-sale goods plain to buy (stock of at least 5, no min/max buy, not virtual), each of another shop;
 * `maxStock`: only goods with less stock (a spec that types a larger number), `page`: where to look
 */
export async function plainGoods(shops: number, options: { maxStock?: number; page?: number } = {}): Promise<PlainSku[]> {
  const page = await call<{ list: Array<{ sku_id: number; site_id: number }> }>('/api/goodssku/page', { page_size: 40, page: options.page ?? 1 })
  const found: PlainSku[] = []
  for (const item of page.data.list) {
    if (found.some((s) => s.site_id === item.site_id)) continue
    const sku = (await call<{ goods_sku_detail: PlainSku }>('/api/goodssku/detail', { sku_id: item.sku_id })).data.goods_sku_detail
    if (sku.stock >= 5 && sku.stock < (options.maxStock ?? Infinity) && sku.min_buy <= 1 && sku.max_buy === 0 && sku.is_virtual !== 1) found.push(sku)
    if (found.length === shops) return found
  }
  throw new Error(`the seed has no plain goods in ${shops} shops`)
}
