import type { Database } from '../../db/index.ts'
import { errors, msg } from '../../http/envelope.ts'
import { cached } from '../../db/cache.ts'
import { pageOffset, paged } from '../../db/paging.ts'

// Brands, category relevance (brand and attribute filters) and category info: read-mostly, cached
// (see cache.ts for the rule). Nothing here depends on price, stock or sale state.

export const categoryNotFound = () => errors.notFound(msg('分类不存在', 'This category does not exist'))

/** the level-1 ancestor of a category (brands and attributes hang off level-1 categories) */
async function categoryRow(db: Database, categoryId: number) {
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'category_name', 'short_name', 'pid', 'level', 'image', 'image_adv', 'category_id_1',
      'category_id_2', 'category_id_3', 'category_full_name', 'is_show', 'sort'])
    .where('category_id', '=', categoryId)
    .executeTakeFirst()
}

export function categoryInfo(db: Database, categoryId: number) {
  return cached(db, 'category', `info:${categoryId}`, async () => {
    const row = await categoryRow(db, categoryId)
    if (!row) throw categoryNotFound()
    return row
  })
}

export function brandPage(db: Database, page: number, pageSize: number, categoryId?: number) {
  return cached(db, 'brands', `${page}:${pageSize}:${categoryId ?? 0}`, async () => {
    let level1 = 0
    if (categoryId) {
      const cat = await categoryRow(db, categoryId)
      if (!cat) throw categoryNotFound()
      level1 = cat.category_id_1 || cat.category_id
    }
    let base = db.selectFrom('goods_brand as b')
    if (level1) {
      base = base.where((eb) =>
        eb.exists(
          eb.selectFrom('goods_brand_category as bc')
            .select('bc.brand_id')
            .whereRef('bc.brand_id', '=', 'b.brand_id')
            .where('bc.category_id_1', '=', level1),
        ),
      )
    }
    const [count, list] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .select(['b.brand_id', 'b.brand_name', 'b.brand_initial', 'b.image_url', 'b.banner', 'b.brand_desc', 'b.is_recommend', 'b.sort'])
        .orderBy('b.sort')
        .orderBy('b.brand_id')
        .limit(pageSize)
        .offset(pageOffset(page, pageSize))
        .execute(),
    ])
    return paged(Number(count?.n ?? 0), pageSize, list)
  })
}

/** the list page's filters for a category: its brands (with their initials) and queryable attributes */
export function relevanceInfo(db: Database, categoryId: number) {
  return cached(db, 'relevance', String(categoryId), async () => {
    const cat = await categoryRow(db, categoryId)
    if (!cat) throw categoryNotFound()
    const level1 = cat.category_id_1 || cat.category_id
    const [brands, attributes, values] = await Promise.all([
      db
        .selectFrom('goods_brand as b')
        .innerJoin('goods_brand_category as bc', 'bc.brand_id', 'b.brand_id')
        .select(['b.brand_id', 'b.brand_name', 'b.image_url', 'b.brand_initial'])
        .where('bc.category_id_1', '=', level1)
        .orderBy('b.brand_initial')
        .orderBy('b.sort')
        .orderBy('b.brand_id')
        .execute(),
      db
        .selectFrom('goods_attribute')
        .select(['attr_id', 'attr_name'])
        .where('category_id_1', '=', level1)
        .where('is_query', '=', 1)
        .orderBy('sort')
        .orderBy('attr_id')
        .execute(),
      db
        .selectFrom('goods_attribute_value as v')
        .innerJoin('goods_attribute as a', 'a.attr_id', 'v.attr_id')
        .select(['v.attr_id', 'v.attr_value_id', 'v.attr_value_name'])
        .where('a.category_id_1', '=', level1)
        .where('a.is_query', '=', 1)
        .orderBy('v.sort')
        .orderBy('v.attr_value_id')
        .execute(),
    ])
    const initials = [...new Set(brands.map((b) => b.brand_initial.toUpperCase()).filter(Boolean))].sort()
    return {
      brand_list: brands.map((b) => ({ id: b.brand_id, brand_id: b.brand_id, brand_name: b.brand_name, image_url: b.image_url, brand_initial: b.brand_initial })),
      brand_initial_list: initials,
      attribute_list: attributes.map((a) => ({
        attr_id: a.attr_id,
        attr_name: a.attr_name,
        child: values
          .filter((v) => v.attr_id === a.attr_id)
          .map((v) => ({ attr_value_id: v.attr_value_id, attr_value_name: v.attr_value_name })),
      })),
    }
  })
}
