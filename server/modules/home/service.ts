import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { goodsSalesSql, wirePrices } from '../catalog/numbers.ts'
import { cached } from '../../db/cache.ts'

// Home floors (reference §8.1). The floor layouts, their brand/category tiles and the goods tiles'
// names, images and introductions are cached (see server/db/cache.ts); what a sale changes — price,
// stock, sales, promotion, on-sale state — is read on every call with one indexed query of numbers
// only, so a price or stock change, or goods going off sale, shows at once.

type Slot = { type?: string; value?: Record<string, unknown> } & Record<string, unknown>
interface GoodsText {
  sku_id: number
  goods_id: number
  sku_name: string
  sku_image: string
  goods_name: string
  introduction: string
}
interface Floor {
  id: number
  title: string
  block_name: string
  block_title: string
  sort: number
  value: Record<string, Slot>
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []

async function floorLayouts(db: Database): Promise<{ floors: Floor[]; goods: Map<number, GoodsText>; skuIds: number[] }> {
  return cached(db, 'floors', 'all', async () => {
    const rows = await db
      .selectFrom('pc_floor')
      .select(['id', 'title', 'block_name', 'block_title', 'value', 'sort'])
      .where('state', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    const layouts: Floor[] = rows.map((r) => ({
      ...r,
      value: (r.value && typeof r.value === 'object' && !Array.isArray(r.value) ? r.value : {}) as Record<string, Slot>,
    }))
    const brandIds = new Set<number>()
    const categoryIds = new Set<number>()
    const skuIds = new Set<number>()
    for (const f of layouts) {
      for (const slot of Object.values(f.value)) {
        if (slot?.type === 'goods') for (const id of ids(slot.value?.sku_ids)) skuIds.add(id)
        if (slot?.type === 'brand') for (const id of ids(slot.value?.brand_ids)) brandIds.add(id)
        if (slot?.type === 'category') for (const id of ids(slot.value?.category_ids)) categoryIds.add(id)
      }
    }
    const [brands, categories, goods] = await Promise.all([
      brandIds.size
        ? db.selectFrom('goods_brand').select(['brand_id', 'brand_name', 'brand_initial', 'image_url'])
            .where('brand_id', 'in', [...brandIds]).execute()
        : [],
      categoryIds.size
        ? db.selectFrom('goods_category').select(['category_id', 'category_name', 'short_name', 'level', 'image', 'image_adv'])
            .where('category_id', 'in', [...categoryIds]).where('is_show', '=', 1).execute()
        : [],
      skuIds.size
        ? db.selectFrom('goods_sku as gs').innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
            .select(['gs.sku_id', 'gs.goods_id', 'gs.sku_name', 'gs.sku_image', 'g.goods_name', 'g.introduction'])
            .where('gs.sku_id', 'in', [...skuIds]).execute()
        : [],
    ])
    const brandById = new Map(brands.map((b) => [b.brand_id, b]))
    const categoryById = new Map(categories.map((c) => [c.category_id, c]))
    // brand and category tiles resolved once, in the order the floor lists them
    for (const f of layouts) {
      for (const [name, slot] of Object.entries(f.value)) {
        if (slot?.type === 'brand') {
          const list = ids(slot.value?.brand_ids).flatMap((id) => brandById.get(id) ?? [])
          f.value[name] = { ...slot, value: { ...slot.value, list } }
        } else if (slot?.type === 'category') {
          const list = ids(slot.value?.category_ids).flatMap((id) => categoryById.get(id) ?? [])
          f.value[name] = { ...slot, value: { ...slot.value, list } }
        }
      }
    }
    return { floors: layouts, goods: new Map(goods.map((g) => [g.sku_id, g])), skuIds: [...skuIds] }
  })
}

export async function floors(db: Database, now: number) {
  const { floors: layouts, goods: text, skuIds } = await floorLayouts(db)
  const live = skuIds.length
    ? await db
        .selectFrom('goods_sku as gs')
        .select(['sku_id', 'price', 'market_price', 'discount_price', 'stock', goodsSalesSql('gs').as('sale_num'), 'promotion_type', 'start_time', 'end_time'])
        // one array parameter rather than one parameter per id
        .where(sql<SqlBool>`sku_id = any(${skuIds}::int[])`)
        .where('on_sale', '=', true)
        .execute()
    : []
  const bySku = new Map(
    live.flatMap((r) => {
      const t = text.get(r.sku_id)
      if (!t) return []
      // the catalog's numbers (catalog/numbers.ts), as every other card shows them
      const { start_time: _start, end_time: _end, ...numbers } = r
      const tile = { ...t, ...numbers, ...wirePrices(r, now) }
      return [[r.sku_id, tile] as const]
    }),
  )
  // a fresh object per response for the goods slots; the cached layout itself is never changed
  return layouts.map((f) => {
    const value: Record<string, Slot> = {}
    for (const [name, slot] of Object.entries(f.value)) {
      value[name] =
        slot?.type === 'goods'
          ? { ...slot, value: { ...slot.value, list: ids(slot.value?.sku_ids).flatMap((id) => bySku.get(id) ?? []) } }
          : slot
    }
    return { id: f.id, title: f.title, block_name: f.block_name, block_title: f.block_title, value }
  })
}
