import { glossary } from '../../i18n/glossary.ts'
import { searchWord } from '../../i18n/localize.ts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors, msg } from '../../http/envelope.ts'
import { toFen } from '../../http/money.ts'
import { api } from '../../http/route.ts'
import { skuQrPath } from '../images/qrcode.ts'
import { nameField, v } from '../../http/validate.ts'
import { brandPage, categoryInfo, relevanceInfo } from './category-service.ts'
import { evaluatePage } from './evaluate.ts'
import { skuDetail, skuInfo } from './goods-detail.ts'
import { categoryLevel, goodsPage, recommend, resolveNamedAttrs, type GoodsListFilter } from './goods-list.ts'
import { facets } from './facets.ts'
import type { Database } from '../../db/index.ts'
import { countClick, onSaleSku } from './sku.ts'
import { manjianInfo } from '../promotion/manjian-service.ts'
import {
  addBrowse, addCollect, browsePage, collectPage, deleteBrowse, deleteCollect, isCollected,
} from './member-service.ts'
import { attrFilter, type NamedAttr } from './params.ts'
import { idList, opt, sortDir } from '../../http/params.ts'
import { cachedAnswer, watchCatalog } from '../../db/response-cache.ts'
import { couponScope } from '../promotion/coupon.ts'

nameField('keyword', '搜索关键词', 'the search keyword')
nameField('page_size', '每页数量', 'page_size')
nameField('category_id', '分类', 'category_id')
nameField('category_level', '分类层级', 'category_level')
nameField('min_price', '最低价', 'min_price')
nameField('max_price', '最高价', 'max_price')
nameField('attr', '属性筛选', 'the attribute filter (attr)')
nameField('order', '排序字段', 'order')
nameField('sort', '排序方向', 'sort')
nameField('sku_id', '商品', 'sku_id')
nameField('goods_id', '商品', 'goods_id')
nameField('goods_id_arr', '商品列表', 'goods_id_arr')

// an English shopper searches in English: the platform's words (category names, hot words) are
// looked up in Chinese, the language the goods are written in ("phones" → 手机)
const searchParams = async <T extends { keyword?: string }>(params: T, lang: string, db: Database): Promise<T> =>
  lang === 'en' && params.keyword ? { ...params, keyword: searchWord(params.keyword, await glossary(db)) } : params

export function registerCatalog(app: FastifyInstance) {
  watchCatalog(app)
  // --- goods lists and detail ---
  const listParams = {
    keyword: opt(v.str(50)),
    category_id: opt(v.id()),
    category_level: opt(v.int(1, 3)),
    brand_id: opt(v.id()),
    min_price: opt(v.money()),
    max_price: opt(v.money()),
    is_free_shipping: opt(v.flag()),
    is_own: opt(v.flag()),
    order: opt(z.enum(['', 'sale_num', 'discount_price', 'create_time'])),
    sort: opt(sortDir),
    attr: opt(attrFilter),
    site_id: opt(v.id()),
    shop_category_id: opt(v.id()),
    goods_id_arr: opt(idList(100)),
    coupon_type: opt(v.id()),
    platform_coupon_type: opt(v.id()),
  }
  type ListParams = { [K in keyof typeof listParams]?: z.infer<(typeof listParams)[K]> }

  /** the list filter of goodssku/page and goodssku/facets: the same params find the same goods */
  async function listFilter(db: Database, p: ListParams): Promise<GoodsListFilter> {
    const named = p.attr?.length && 'name' in p.attr[0]! ? (p.attr as NamedAttr[]) : undefined
    const f: GoodsListFilter = {
      keyword: p.keyword || undefined,
      brand_id: p.brand_id,
      is_free_shipping: p.is_free_shipping,
      is_own: p.is_own,
      attr: named ? undefined : (p.attr as GoodsListFilter['attr']),
      // the readable filter (decision 015 §3): unknown names and values are left out, not an empty list
      attr_names: named ? await resolveNamedAttrs(db, named) : undefined,
      site_id: p.site_id,
      shop_category_id: p.shop_category_id,
      goods_id_arr: p.goods_id_arr,
      order: p.order,
      sort: p.sort,
    }
    if (p.min_price !== undefined) f.min_price = toFen(p.min_price)
    if (p.max_price !== undefined) f.max_price = toFen(p.max_price)
    if (f.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price) {
      throw errors.param(msg('参数错误：最低价不能高于最高价', 'Invalid parameter: min_price is above max_price'))
    }
    if (p.coupon_type || p.platform_coupon_type) {
      // the goods a coupon applies to (the coupon centre's "use it"), narrowing any other filter
      const scope = await couponScope(db, { coupon_type: p.coupon_type, platform_coupon_type: p.platform_coupon_type })
      if (scope.site_id !== undefined) f.site_id = f.site_id && f.site_id !== scope.site_id ? -1 : scope.site_id
      if (scope.site_ids) f.site_ids = scope.site_ids
      if (scope.goods_id_arr) f.goods_id_arr = f.goods_id_arr?.length ? f.goods_id_arr.filter((id) => scope.goods_id_arr!.includes(id)).concat(0) : scope.goods_id_arr
    }
    if (p.category_id) {
      const level = p.category_level ?? (await categoryLevel(db, p.category_id))
      // an unknown category has no goods: the empty list says so
      f.category_id = p.category_id
      f.category_level = level ?? 1
      if (level === null) f.goods_id_arr = [0]
    }
    return f
  }

  api(
    app,
    '/api/goodssku/page',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(12, 100), ...listParams } },
    async ({ params, deps, lang }) => {
      const p = await searchParams(params, lang, deps.db)
      return cachedAnswer(deps.db, `page:${JSON.stringify(p)}`, async () =>
        goodsPage(deps.db, await listFilter(deps.db, p), p.page, p.page_size, deps.clock.now()))
    },
  )

  // ours (decision 015 §2): the brands and attribute values of what goodssku/page finds with the same params
  api(app, '/api/goodssku/facets', { method: 'GET', params: listParams }, async ({ params, deps, lang }) => {
    const p = await searchParams(params, lang, deps.db)
    return cachedAnswer(deps.db, `facets:${JSON.stringify(p)}`, async () => facets(deps.db, await listFilter(deps.db, p), deps.clock.now()))
  })

  api(app, '/api/goodssku/detail', { method: 'GET', params: { sku_id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    // a member's answer carries their purchased_num: only visitors' answers are shared
    memberId === null
      ? cachedAnswer(deps.db, `detail:${params.sku_id}`, () => skuDetail(deps.db, params.sku_id, null, deps.clock.now()))
      : skuDetail(deps.db, params.sku_id, memberId, deps.clock.now()),
  )

  api(app, '/api/goodssku/info', { method: 'GET', params: { sku_id: v.id() } }, ({ params, deps }) =>
    cachedAnswer(deps.db, `info:${params.sku_id}`, () => skuInfo(deps.db, params.sku_id, deps.clock.now())),
  )

  api(app, '/api/goodssku/goodsqrcode', { method: 'GET', params: { sku_id: v.id() } }, async ({ params, deps }) => {
    await onSaleSku(deps.db, params.sku_id)
    // the sku's storefront page; img is an image path of this server (relative, like every image)
    const url = `${deps.config.publicUrl.replace(/\/+$/, '')}/web/sku-${params.sku_id}`
    return { path: { h5: { img: skuQrPath(params.sku_id), url } } }
  })

  api(
    app,
    '/api/goodssku/recommend',
    { method: 'GET', params: { page_size: v.pageSize(10, 20), category_id: opt(v.id()) } },
    ({ params, deps }) => recommend(deps.db, params.page_size, deps.clock.now(), params.category_id || undefined),
  )

  api(app, '/api/goods/aftersale', { method: 'GET' }, async ({ deps }) => {
    const row = await deps.db.selectFrom('site_config').select('value').where('key', '=', 'goods_aftersale').executeTakeFirst()
    const value = (row?.value ?? {}) as { content?: string }
    return { content: value.content ?? '' }
  })

  api(app, '/api/goods/modifyclicks', { params: { sku_id: v.id(), site_id: opt(v.id()) } }, async ({ params, deps, ip }) => {
    await countClick(deps.db, params.sku_id, params.site_id, ip, deps.clock)
    return 1
  })

  // --- brands and categories ---
  api(
    app,
    '/api/goodsbrand/page',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(20, 100), category_id: opt(v.id()) } },
    ({ params, deps }) => brandPage(deps.db, params.page, params.page_size, params.category_id || undefined),
  )

  api(
    app,
    '/api/goodscategory/relevanceinfo',
    { method: 'GET', params: { category_id: v.id(), category_level: opt(v.int(1, 3)) } },
    ({ params, deps }) => relevanceInfo(deps.db, params.category_id),
  )

  api(app, '/api/goodscategory/info', { method: 'GET', params: { category_id: v.id() } }, ({ params, deps }) =>
    categoryInfo(deps.db, params.category_id),
  )

  // --- reviews ---
  api(
    app,
    '/api/goodsevaluate/page',
    { method: 'GET', params: { goods_id: v.id(), page: v.page(), page_size: v.pageSize(10, 50), explain_type: opt(v.int(1, 3)) } },
    ({ params, deps }) => evaluatePage(deps.db, params.goods_id, params.page, params.page_size, params.explain_type),
  )

  // --- favourites ---
  api(app, '/api/goodscollect/iscollect', { method: 'GET', params: { goods_id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    memberId === null ? 0 : isCollected(deps.db, memberId, params.goods_id),
  )
  // the client also sends goods_id, site_id, sku_name, sku_price…: all are taken from the sku instead
  api(app, '/api/goodscollect/add', { params: { sku_id: v.id() }, auth: 'required' }, (ctx) =>
    addCollect(ctx.deps.db, ctx.memberId, ctx.params.sku_id, ctx.deps.clock),
  )
  api(app, '/api/goodscollect/delete', { params: { goods_id: v.id() }, auth: 'required' }, (ctx) =>
    deleteCollect(ctx.deps.db, ctx.memberId, ctx.params.goods_id),
  )
  api(
    app,
    '/api/goodscollect/page',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(10, 100) }, auth: 'required' },
    (ctx) => collectPage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )

  // --- footprint ---
  api(app, '/api/goodsbrowse/add', { params: { sku_id: v.id() }, auth: 'required' }, (ctx) =>
    addBrowse(ctx.deps.db, ctx.memberId, ctx.params.sku_id, ctx.deps.clock),
  )
  api(
    app,
    '/api/goodsbrowse/page',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(20, 100) }, auth: 'required' },
    (ctx) => browsePage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
  api(app, '/api/goodsbrowse/delete', { params: { id: idList(100) }, auth: 'required' }, (ctx) => {
    if (ctx.params.id.length === 0) throw errors.param(msg('参数错误：id不能为空', 'Invalid parameter: id is required'))
    return deleteBrowse(ctx.deps.db, ctx.memberId, ctx.params.id)
  })

  // --- promotion shown on the detail page ---
  api(app, '/manjian/api/manjian/info', { params: { goods_id: v.id(), site_id: v.id() } }, ({ params, deps }) =>
    manjianInfo(deps.db, params.goods_id, params.site_id, deps.clock),
  )
}
