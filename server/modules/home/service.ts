import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { cached } from '../catalog/cache.ts'

// Home floors (reference §8.1). The floor layouts and their brand/category tiles are cached (see
// catalog/cache.ts); the goods tiles are read on every call with one indexed query, so a price or
// stock change, or goods going off sale, shows at once.

type Slot = { type?: string; value?: Record<string, unknown> } & Record<string, unknown>
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

async function floorLayouts(db: Database): Promise<Floor[]> {
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
    for (const f of layouts) {
      for (const slot of Object.values(f.value)) {
        if (slot?.type === 'brand') for (const id of ids(slot.value?.brand_ids)) brandIds.add(id)
        if (slot?.type === 'category') for (const id of ids(slot.value?.category_ids)) categoryIds.add(id)
      }
    }
    const [brands, categories] = await Promise.all([
      brandIds.size
        ? db.selectFrom('goods_brand').select(['brand_id', 'brand_name', 'brand_initial', 'image_url'])
            .where('brand_id', 'in', [...brandIds]).execute()
        : [],
      categoryIds.size
        ? db.selectFrom('goods_category').select(['category_id', 'category_name', 'short_name', 'level', 'image', 'image_adv'])
            .where('category_id', 'in', [...categoryIds]).where('is_show', '=', 1).execute()
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
    return layouts
  })
}

export async function floors(db: Database) {
  const layouts = await floorLayouts(db)
  const skuIds = new Set<number>()
  for (const f of layouts) {
    for (const slot of Object.values(f.value)) if (slot?.type === 'goods') for (const id of ids(slot.value?.sku_ids)) skuIds.add(id)
  }
  const goods = skuIds.size
    ? await db
        .selectFrom('goods_sku as gs')
        .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
        .select(['gs.sku_id', 'gs.goods_id', 'gs.sku_name', 'gs.price', 'gs.market_price', 'gs.discount_price', 'gs.stock',
          'gs.sale_num', 'gs.sku_image', 'gs.promotion_type', 'g.goods_name', 'g.introduction'])
        // one array parameter rather than one parameter per id
        .where(sql<SqlBool>`gs.sku_id = any(${[...skuIds]}::int[])`)
        .where('gs.on_sale', '=', true)
        .execute()
    : []
  const bySku = new Map(
    goods.map((r) => [
      r.sku_id,
      { ...r, price: yuan(r.price), market_price: yuan(r.market_price), discount_price: yuan(r.discount_price) },
    ]),
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
