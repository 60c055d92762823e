import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { batchedReads } from '../../db/batch.ts'
import { cachedMany, forget } from '../../db/cache.ts'
import { goodsSalesSql, wirePrices } from './numbers.ts'
import { jsonText } from '../../http/wire.ts'
import { skuNotFound } from './sku.ts'
import { liveSku } from './detail-index.ts'
import { asArray, attrTable, specPicker, type SpecItem } from './spec-format.ts'

// Detail and spec switching: what a sale changes (prices, stock, counters, on-sale state of the sku
// and of its siblings, purchase limits, shop follows and credits) is read live on every call; the
// goods' descriptive part (names, content, spec and attribute tables, images) is cached per goods
// in 'goods_text' (server/db/cache.ts), refreshed at once when a sku appears that it does not know.
// The spec and attribute fields leave as JSON text, as the reference marks them (http/wire.ts).

interface SkuStatic {
  sku_name: string
  sku_no: string
  sku_image: string
  sku_images: string
  sku_spec_format: unknown
}
interface GoodsStatic {
  goods_name: string
  category_id: number
  category_id_1: number
  category_id_2: number
  category_id_3: number
  brand_id: number
  shop_category_id: number
  introduction: string
  keywords: string
  goods_image: string
  goods_content: string
  goods_attr_format: ReturnType<typeof attrTable>
  goods_spec_format: unknown
  unit: string
  create_time: number
  category_name: string
  category_full_name: string
  skus: Map<number, SkuStatic>
}

// goods opened at the same moment are read together (server/db/batch.ts)
const goodsStaticBatch = batchedReads(async (db: Database, goodsIds: number[]) => {
  const [goods, skus] = await Promise.all([
    db
      .selectFrom('goods as g')
      .leftJoin('goods_category as c', 'c.category_id', 'g.category_id')
      .select(['g.goods_id', 'g.goods_name', 'g.category_id', 'g.category_id_1', 'g.category_id_2', 'g.category_id_3', 'g.brand_id',
        'g.shop_category_id', 'g.introduction', 'g.keywords', 'g.goods_image', 'g.goods_content', 'g.goods_attr_format',
        'g.goods_spec_format', 'g.unit', 'g.create_time', 'c.category_name', 'c.category_full_name'])
      .where('g.goods_id', 'in', goodsIds)
      .execute(),
    db
      .selectFrom('goods_sku')
      .select(['goods_id', 'sku_id', 'sku_name', 'sku_no', 'sku_image', 'sku_images', 'sku_spec_format'])
      .where('goods_id', 'in', goodsIds)
      .orderBy('sku_id')
      .execute(),
  ])
  return goods.map(({ goods_id, ...g }) => ({
    goods_id,
    value: {
      ...g,
      unit: g.unit || '件',
      category_name: g.category_name ?? '',
      category_full_name: g.category_full_name ?? '',
      goods_attr_format: attrTable(g.goods_attr_format),
      skus: new Map(skus.filter((k) => k.goods_id === goods_id).map((k) => [k.sku_id, { sku_name: k.sku_name, sku_no: k.sku_no, sku_image: k.sku_image, sku_images: k.sku_images, sku_spec_format: k.sku_spec_format }])),
    } satisfies GoodsStatic,
  }))
}, (r) => r.goods_id)

async function loadGoodsStatic(db: Database, goodsId: number): Promise<GoodsStatic | undefined> {
  return (await goodsStaticBatch(db, goodsId))?.value
}

async function goodsStatic(db: Database, goodsId: number, liveSkuIds: number[]): Promise<GoodsStatic> {
  const key = `goods:${goodsId}`
  const load = async () => {
    const value = await loadGoodsStatic(db, goodsId)
    return new Map(value ? [[key, value]] : [])
  }
  let found = (await cachedMany(db, 'goods_text', [key], load)).get(key)
  if (!found || liveSkuIds.some((id) => !found!.skus.has(id))) {
    forget(db, 'goods_text', key)
    found = (await cachedMany(db, 'goods_text', [key], load)).get(key)
  }
  if (!found) throw skuNotFound()
  return found
}

/** the on-sale skus of the same goods, in the same query as the sku itself (one round trip) */
const onSaleSiblings = sql<number[]>`(
  select coalesce(json_agg(o.sku_id), '[]'::json) from goods_sku o where o.goods_id = gs.goods_id and o.on_sale)`.as('on_sale_skus')

function pickerFor(stat: GoodsStatic, skuId: number, onSaleSkus: number[]) {
  const live = new Set(onSaleSkus)
  const siblings = [...stat.skus.entries()].map(([id, sku]) => ({ sku_id: id, sku_spec_format: sku.sku_spec_format, on_sale: live.has(id) }))
  return specPicker(stat.goods_spec_format, { sku_id: skuId, sku_spec_format: stat.skus.get(skuId)?.sku_spec_format }, siblings)
}

/** order statuses that do not count against a purchase limit (closed orders) */
const CLOSED_ORDER = -1

// what a sale changes, read live: skus opened at the same moment in one query (server/db/batch.ts)
const detailRows = batchedReads(
  (db: Database, skuIds: number[]) =>
    db
      .selectFrom('goods_sku as gs')
      .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
      .innerJoin('shop as s', 's.site_id', 'gs.site_id')
      .select([
        'gs.goods_id', 'gs.sku_id', 'gs.site_id', 'gs.website_id', 'gs.price', 'gs.market_price',
        'gs.discount_price', 'gs.promotion_type', 'gs.start_time', 'gs.end_time', 'gs.stock', 'gs.click_num',
        goodsSalesSql('gs').as('goods_sales'), 'gs.collect_num', 'gs.is_virtual', 'gs.is_free_shipping', 'gs.is_own',
        'g.goods_state', 'g.verify_state', 'g.max_buy', 'g.min_buy', 'g.evaluate',
        's.site_name', 's.logo', 's.avatar', 's.banner', 's.seo_description', 's.qq', 's.ww', 's.telephone',
        's.shop_desccredit', 's.shop_servicecredit', 's.shop_deliverycredit', 's.shop_baozh', 's.shop_qtian',
        's.shop_zhping', 's.shop_erxiaoshi', 's.shop_tuihuo', 's.shop_shiyong', 's.shop_shiti', 's.shop_xiaoxie',
        's.shop_sales', 's.sub_num', 's.is_own as shop_is_own', 's.address', 's.full_address',
        onSaleSiblings,
      ])
      .where('gs.sku_id', 'in', skuIds)
      .where('gs.on_sale', '=', true)
      .execute(),
  (r) => r.sku_id,
)

/** the sku's live part with its shop: from memory (detail-index.ts) when the snapshot runs, else one batched query */
async function liveRow(db: Database, skuId: number, via: Via) {
  const live = via === 'sql' ? null : await liveSku(db, skuId)
  if (live === null) return detailRows(db, skuId)
  // the sku's own site_id, website_id, is_own and start_time win over the shop's
  return live && { ...live.shop, ...live.sku, shop_is_own: live.shop.is_own }
}

/** 'sql': read the live part from the database even when the snapshot runs (its test compares both) */
type Via = 'memory' | 'sql'

export async function skuDetail(db: Database, skuId: number, memberId: number | null, now: number, options: { via?: Via } = {}) {
  const row = await liveRow(db, skuId, options.via ?? 'memory')
  if (!row) throw skuNotFound()
  const stat = await goodsStatic(db, row.goods_id, row.on_sale_skus)
  const sku = stat.skus.get(skuId)!
  let purchasedNum: number | undefined
  if (memberId !== null && row.max_buy > 0) {
    const bought = await db
      .selectFrom('order_goods as og')
      .innerJoin('orders as o', 'o.order_id', 'og.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('og.num'), sql<number>`0`).as('n'))
      .where('og.member_id', '=', memberId)
      .where('o.member_id', '=', memberId)
      .where('og.goods_id', '=', row.goods_id)
      .where('o.order_status', '<>', CLOSED_ORDER)
      .executeTakeFirst()
    purchasedNum = Number(bought?.n ?? 0)
  }
  const credits = [row.shop_desccredit, row.shop_servicecredit, row.shop_deliverycredit]
  return {
    goods_sku_detail: {
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      sku_name: sku.sku_name,
      sku_no: sku.sku_no,
      goods_name: stat.goods_name,
      site_id: row.site_id,
      website_id: row.website_id,
      category_id: stat.category_id,
      category_id_1: stat.category_id_1,
      category_id_2: stat.category_id_2,
      category_id_3: stat.category_id_3,
      category_name: stat.category_name,
      category_full_name: stat.category_full_name,
      brand_id: stat.brand_id,
      ...wirePrices(row, now),
      promotion_type: row.promotion_type,
      start_time: row.start_time,
      end_time: row.end_time,
      stock: row.stock,
      click_num: row.click_num,
      sale_num: row.goods_sales,
      collect_num: row.collect_num,
      evaluate: row.evaluate,
      sku_image: sku.sku_image,
      sku_images: sku.sku_images,
      goods_image: stat.goods_image,
      video_url: '',
      sku_spec_format: jsonText(asArray<SpecItem>(sku.sku_spec_format)),
      goods_spec_format: jsonText(pickerFor(stat, skuId, row.on_sale_skus)),
      goods_attr_format: jsonText(stat.goods_attr_format),
      goods_content: stat.goods_content,
      goods_state: row.goods_state,
      verify_state: row.verify_state,
      is_virtual: row.is_virtual,
      is_free_shipping: row.is_free_shipping,
      is_own: row.is_own,
      introduction: stat.introduction,
      keywords: stat.keywords,
      unit: stat.unit,
      max_buy: row.max_buy,
      min_buy: row.min_buy,
      ...(purchasedNum !== undefined ? { purchased_num: purchasedNum } : {}),
    },
    goods_info: {
      goods_id: row.goods_id,
      goods_name: stat.goods_name,
      site_id: row.site_id,
      category_id: stat.category_id,
      brand_id: stat.brand_id,
      shop_category_id: stat.shop_category_id,
      introduction: stat.introduction,
      keywords: stat.keywords,
      goods_image: stat.goods_image,
      goods_state: row.goods_state,
      verify_state: row.verify_state,
      is_virtual: row.is_virtual,
      is_free_shipping: row.is_free_shipping,
      unit: stat.unit,
      max_buy: row.max_buy,
      min_buy: row.min_buy,
      evaluate: row.evaluate,
      sale_num: row.goods_sales,
      create_time: stat.create_time,
    },
    shop_info: {
      site_id: row.site_id,
      site_name: row.site_name,
      is_own: row.shop_is_own,
      logo: row.logo,
      avatar: row.avatar,
      banner: row.banner,
      seo_description: row.seo_description,
      qq: row.qq,
      ww: row.ww,
      telephone: row.telephone,
      address: row.address,
      full_address: row.full_address,
      shop_desccredit: row.shop_desccredit,
      shop_servicecredit: row.shop_servicecredit,
      shop_deliverycredit: row.shop_deliverycredit,
      /** mean of the three credits to 1 decimal, as the detail page shows it */
      shop_score: (Math.round((credits.reduce((a, b) => a + b, 0) / 3) * 10) / 10).toFixed(1),
      shop_baozh: row.shop_baozh,
      shop_qtian: row.shop_qtian,
      shop_zhping: row.shop_zhping,
      shop_erxiaoshi: row.shop_erxiaoshi,
      shop_tuihuo: row.shop_tuihuo,
      shop_shiyong: row.shop_shiyong,
      shop_shiti: row.shop_shiti,
      shop_xiaoxie: row.shop_xiaoxie,
      shop_sales: row.shop_sales,
      sub_num: row.sub_num,
    },
  }
}

/** the fields the spec picker needs to switch sku without reloading the page */
export async function skuInfo(db: Database, skuId: number, now: number, options: { via?: Via } = {}) {
  const live = options.via === 'sql' ? null : await liveSku(db, skuId)
  const row = live !== null ? live?.sku : await db
    .selectFrom('goods_sku as gs')
    .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
    .select([
      'gs.sku_id', 'gs.goods_id', 'gs.site_id', 'gs.price', 'gs.market_price', 'gs.discount_price', 'gs.promotion_type',
      'gs.start_time', 'gs.end_time', 'gs.stock', goodsSalesSql('gs').as('goods_sales'), 'g.max_buy', 'g.min_buy',
      onSaleSiblings,
    ])
    .where('gs.sku_id', '=', skuId)
    .where('gs.on_sale', '=', true)
    .executeTakeFirst()
  if (!row) throw skuNotFound()
  const stat = await goodsStatic(db, row.goods_id, row.on_sale_skus)
  const sku = stat.skus.get(skuId)!
  return {
    sku_id: row.sku_id,
    goods_id: row.goods_id,
    site_id: row.site_id,
    sku_name: sku.sku_name,
    goods_name: stat.goods_name,
    sku_spec_format: jsonText(asArray<SpecItem>(sku.sku_spec_format)),
    ...wirePrices(row, now),
    promotion_type: row.promotion_type,
    start_time: row.start_time,
    end_time: row.end_time,
    stock: row.stock,
    sale_num: row.goods_sales,
    sku_image: sku.sku_image,
    sku_images: sku.sku_images,
    max_buy: row.max_buy,
    min_buy: row.min_buy,
    unit: stat.unit,
    goods_spec_format: jsonText(pickerFor(stat, skuId, row.on_sale_skus)),
  }
}
