import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, isSorted, type ListBody, type TestApp, tokenOf, topSku } from '../../test/harness.ts'

type Item = {
  sku_id: number
  goods_id: number
  site_id: number
  discount_price: string
  price: string
  market_price: string
  sale_num: number
  is_own: number
  is_free_shipping: number
  goods_name: string
  site_name: string
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const page = (body: Record<string, unknown>) => t.call<ListBody<Item>>('/api/goodssku/page', body)
const fen = (s: string) => Math.round(Number(s) * 100)
const skuRows = (ids: number[]) =>
  t.handle.db.selectFrom('goods_sku').selectAll().where('sku_id', 'in', ids.length ? ids : [0]).execute()

describe('goodssku/page', () => {
  it('lists on-sale goods, one default sku each, with the reference fields and money strings', async () => {
    const res = await page({})
    expect(res.code).toBe(0)
    const listed = await t.handle.db
      .selectFrom('goods_sku')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('on_sale', '=', true)
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow()
    expect(res.data.count).toBe(Number(listed.n))
    expect(res.data.list).toHaveLength(12)
    expect(res.data.page_count).toBe(Math.ceil(res.data.count / 12))
    const item = res.data.list[0]!
    for (const f of ['goods_id', 'sku_id', 'sku_name', 'price', 'market_price', 'discount_price', 'stock', 'sale_num',
      'sku_image', 'goods_name', 'site_id', 'website_id', 'is_own', 'is_free_shipping', 'introduction', 'promotion_type',
      'goods_image', 'site_name', 'is_virtual']) {
      expect(item).toHaveProperty(f)
    }
    expect(item.discount_price).toMatch(/^\d+\.\d{2}$/)
    const rows = await skuRows(res.data.list.map((i) => i.sku_id))
    expect(rows.every((r) => r.on_sale && r.is_default === 1)).toBe(true)
    // default order: best sellers first
    expect(isSorted(res.data.list.map((i) => i.sale_num), 'desc')).toBe(true)
  })

  it('rejects page_size 1000, a negative one, a non-numeric page, and an over-long keyword', async () => {
    for (const body of [{ page_size: -1 }, { page_size: 1000 }, { page: 'x' }, { page: 0 }, { keyword: 'a'.repeat(51) }]) {
      const res = await page(body)
      expect(res.code, JSON.stringify(body)).toBe(-10006)
      expect(res.error_code).toBe('PARAMETER_ERROR')
    }
    expect((await page({ keyword: `  ${'机'.repeat(50)}  ` })).code).toBe(0)
    expect((await page({ page_size: 100 })).data.list).toHaveLength(100)
  })

  it('rejects malformed filters with a parameter error', async () => {
    const bad = [
      { category_id: 1, category_level: 4 },
      { category_id: -1 },
      { brand_id: 'abc' },
      { min_price: 'cheap' },
      { min_price: '1.234' },
      { min_price: 500, max_price: 100 },
      { is_free_shipping: 2 },
      { order: 'price; drop table goods' },
      { sort: 'up' },
      { attr: '[{"attr_id":1' },
      { attr: '{"attr_id":1,"attr_value_id":2}' },
      { attr: '[{"attr_id":"x","attr_value_id":2}]' },
      { attr: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ attr_id: 1, attr_value_id: i + 1 }))) },
      { goods_id_arr: '1,x,3' },
      { site_id: 1.5 },
    ]
    for (const body of bad) {
      const res = await page(body)
      expect(res.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR')
      expect(res.message).toMatch(/参数错误/)
    }
    const en = await t.call('/api/goodssku/page', { sort: 'up', lang: 'en-us' })
    expect(en.message).toMatch(/Invalid parameter: sort/)
  })

  it('filters by category level 1 and 3 (category_level derived when missing)', async () => {
    const top = await topSku(t)
    const l1 = await page({ category_id: top.category_id_1, category_level: 1, page_size: 100 })
    expect(l1.data.count).toBeGreaterThan(0)
    expect((await skuRows(l1.data.list.map((i) => i.sku_id))).every((r) => r.category_id_1 === top.category_id_1)).toBe(true)
    const l3 = await page({ category_id: top.category_id_3, category_level: 3 })
    expect(l3.data.list.map((i) => i.sku_id)).toContain(top.sku_id)
    expect((await skuRows(l3.data.list.map((i) => i.sku_id))).every((r) => r.category_id_3 === top.category_id_3)).toBe(true)
    const derived = await page({ category_id: top.category_id_3 })
    expect(derived.data.count).toBe(l3.data.count)
    const unknown = await page({ category_id: 999999 })
    expect(unknown.code).toBe(0)
    expect(unknown.data.count).toBe(0)
  })

  it('filters by brand, price range (discount price), free shipping, self-operated', async () => {
    const top = await topSku(t)
    const brand = await page({ brand_id: top.brand_id, page_size: 100 })
    expect((await skuRows(brand.data.list.map((i) => i.sku_id))).every((r) => r.brand_id === top.brand_id)).toBe(true)
    const priced = await page({ min_price: '100', max_price: '500.50', page_size: 100 })
    expect(priced.data.count).toBeGreaterThan(0)
    expect(priced.data.list.every((i) => fen(i.discount_price) >= 10000 && fen(i.discount_price) <= 50050)).toBe(true)
    const free = await page({ is_free_shipping: 1, page_size: 100 })
    expect(free.data.count).toBeGreaterThan(0)
    expect(free.data.list.every((i) => i.is_free_shipping === 1)).toBe(true)
    const own = await page({ is_own: '1', page_size: 100 })
    expect(own.data.count).toBeGreaterThan(0)
    expect(own.data.list.every((i) => i.is_own === 1)).toBe(true)
    // empty strings from the filter form mean "no filter"
    const blank = await page({ min_price: '', max_price: '', brand_id: '', keyword: '', attr: '' })
    expect(blank.code).toBe(0)
    expect(blank.data.count).toBe((await page({})).data.count)
  })

  it('sorts by price, sales and time in both directions, paging without overlap', async () => {
    for (const sort of ['asc', 'desc'] as const) {
      const byPrice = await page({ order: 'discount_price', sort, page_size: 50 })
      expect(isSorted(byPrice.data.list.map((i) => fen(i.discount_price)), sort)).toBe(true)
      const bySales = await page({ order: 'sale_num', sort, page_size: 50 })
      expect(isSorted(bySales.data.list.map((i) => i.sale_num), sort)).toBe(true)
      const byTime = await page({ order: 'create_time', sort, page_size: 50 })
      const rows = await skuRows(byTime.data.list.map((i) => i.sku_id))
      const time = new Map(rows.map((r) => [r.sku_id, r.create_time]))
      expect(isSorted(byTime.data.list.map((i) => time.get(i.sku_id)!), sort)).toBe(true)
    }
    const p1 = await page({ order: 'discount_price', sort: 'asc', page: 1 })
    const p2 = await page({ order: 'discount_price', sort: 'asc', page: 2 })
    expect(fen(p2.data.list[0]!.discount_price)).toBeGreaterThanOrEqual(fen(p1.data.list.at(-1)!.discount_price))
    expect(p1.data.list.map((i) => i.sku_id).filter((id) => p2.data.list.some((j) => j.sku_id === id))).toEqual([])
  })

  it('filters by attributes: values of one attribute OR, different attributes AND', async () => {
    const db = t.handle.db
    const top = await topSku(t)
    const attrs = await db.selectFrom('goods_attr_value_map').selectAll().where('goods_id', '=', top.goods_id).orderBy('attr_id').execute()
    expect(attrs.length).toBeGreaterThanOrEqual(2)
    const [a, b] = attrs as [(typeof attrs)[0], (typeof attrs)[0]]
    const one = await page({ attr: JSON.stringify([{ attr_id: a.attr_id, attr_value_id: a.attr_value_id }]), page_size: 100 })
    expect(one.data.list.map((i) => i.goods_id)).toContain(top.goods_id)
    const goodsWithA = await db.selectFrom('goods_attr_value_map').select('goods_id').where('attr_value_id', '=', a.attr_value_id).execute()
    expect(one.data.list.every((i) => goodsWithA.some((g) => g.goods_id === i.goods_id))).toBe(true)

    const other = await db.selectFrom('goods_attribute_value').select('attr_value_id')
      .where('attr_id', '=', a.attr_id).where('attr_value_id', '<>', a.attr_value_id).executeTakeFirstOrThrow()
    const either = await page({ attr: [{ attr_id: a.attr_id, attr_value_id: a.attr_value_id }, { attr_id: a.attr_id, attr_value_id: other.attr_value_id }] })
    const onlyOther = await page({ attr: [{ attr_id: a.attr_id, attr_value_id: other.attr_value_id }] })
    expect(either.data.count).toBe(one.data.count + onlyOther.data.count)

    const both = await page({ attr: [{ attr_id: a.attr_id, attr_value_id: a.attr_value_id }, { attr_id: b.attr_id, attr_value_id: b.attr_value_id }], page_size: 100 })
    expect(both.data.list.map((i) => i.goods_id)).toContain(top.goods_id)
    expect(both.data.count).toBeLessThanOrEqual(one.data.count)
    const goodsWithB = await db.selectFrom('goods_attr_value_map').select('goods_id').where('attr_value_id', '=', b.attr_value_id).execute()
    expect(both.data.list.every((i) => goodsWithB.some((g) => g.goods_id === i.goods_id))).toBe(true)
  })

  it('filters by shop, shop category (a level-1 shop category includes its children) and goods ids', async () => {
    const db = t.handle.db
    const top = await topSku(t)
    const shopList = await page({ site_id: top.site_id, page_size: 100 })
    expect(shopList.data.count).toBeGreaterThan(0)
    expect(shopList.data.list.every((i) => i.site_id === top.site_id)).toBe(true)

    const parent = await db.selectFrom('shop_goods_category as p')
      .innerJoin('shop_goods_category as c', 'c.pid', 'p.category_id')
      .select(['p.category_id', 'p.site_id']).where('p.pid', '=', 0).executeTakeFirst()
    if (parent) {
      const children = await db.selectFrom('shop_goods_category').select('category_id').where('pid', '=', parent.category_id).execute()
      const allowed = new Set([parent.category_id, ...children.map((c) => c.category_id)])
      const res = await page({ site_id: parent.site_id, shop_category_id: parent.category_id, page_size: 100 })
      expect(res.code).toBe(0)
      const rows = await skuRows(res.data.list.map((i) => i.sku_id))
      expect(rows.every((r) => allowed.has(r.shop_category_id))).toBe(true)
      const direct = await db.selectFrom('goods_sku').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('on_sale', '=', true).where('is_default', '=', 1).where('shop_category_id', 'in', [...allowed]).executeTakeFirstOrThrow()
      expect(res.data.count).toBe(Number(direct.n))
    }

    const ids = shopList.data.list.slice(0, 3).map((i) => i.goods_id)
    const byIds = await page({ goods_id_arr: ids.join(',') })
    expect(byIds.data.list.map((i) => i.goods_id).sort()).toEqual([...ids].sort())
  })

  it('shows a price, stock or sale-state write on the next read', async () => {
    const db = t.handle.db
    const top = await topSku(t)
    await db.updateTable('goods_sku').set({ price: 12345, discount_price: 12345, promotion_type: 0, stock: 7 }).where('sku_id', '=', top.sku_id).execute()
    const detail = await t.call<{ goods_sku_detail: { discount_price: string; stock: number } }>('/api/goodssku/detail', { sku_id: top.sku_id })
    expect(detail.data.goods_sku_detail.discount_price).toBe('123.45')
    expect(detail.data.goods_sku_detail.stock).toBe(7)
    const listed = await page({ goods_id_arr: [top.goods_id] })
    expect(listed.data.list[0]!.discount_price).toBe('123.45')
    await db.updateTable('goods_sku').set({ on_sale: false }).where('goods_id', '=', top.goods_id).execute()
    expect((await page({ goods_id_arr: [top.goods_id] })).data.count).toBe(0)
    const gone = await t.call('/api/goodssku/detail', { sku_id: top.sku_id })
    expect(gone.error_code).toBe('NOT_FOUND')
    await db.updateTable('goods_sku').set({ on_sale: true }).where('goods_id', '=', top.goods_id).execute()
  })
})

describe('cached names and images', () => {
  it('show a rename and a new price on the next read, however the write was made', async () => {
    const db = t.handle.db
    const top = await topSku(t)
    await page({ goods_id_arr: [top.goods_id] })
    await t.call('/api/goodssku/detail', { sku_id: top.sku_id })
    // written straight in the database: the catalog_version triggers tell the caches
    await db.updateTable('goods').set({ goods_name: '改名后的商品' }).where('goods_id', '=', top.goods_id).execute()
    await db.updateTable('goods_sku').set({ price: 999, discount_price: 999, promotion_type: 0 }).where('sku_id', '=', top.sku_id).execute()
    const fresh = await page({ goods_id_arr: [top.goods_id] })
    expect(fresh.data.list[0]!.goods_name).toBe('改名后的商品')
    expect(fresh.data.list[0]!.discount_price).toBe('9.99')
    const detail = await t.call<{ goods_sku_detail: { goods_name: string } }>('/api/goodssku/detail', { sku_id: top.sku_id })
    expect(detail.data.goods_sku_detail.goods_name).toBe('改名后的商品')
  })
})

describe('goodssku/detail and info', () => {
  it('returns the sku, its goods and shop, with the spec picker computed for this sku', async () => {
    const db = t.handle.db
    // a goods with several skus
    const multi = await db.selectFrom('goods_sku').select(['goods_id']).where('on_sale', '=', true)
      .groupBy('goods_id').having((eb) => eb.fn.countAll(), '>', 2).orderBy('goods_id').executeTakeFirstOrThrow()
    const skus = await db.selectFrom('goods_sku').select(['sku_id', 'sku_spec_format']).where('goods_id', '=', multi.goods_id).orderBy('sku_id').execute()
    const current = skus[1]!
    const res = await t.call<{
      // the "(JSON)" fields travel as JSON text (reference §2.4)
      goods_sku_detail: Record<string, unknown> & { goods_spec_format: string; goods_attr_format: string; sku_spec_format: string }
      goods_info: Record<string, unknown>
      shop_info: Record<string, unknown>
    }>('/api/goodssku/detail', { sku_id: current.sku_id })
    expect(res.code).toBe(0)
    const wire = res.data.goods_sku_detail
    const d: Record<string, unknown> & {
      goods_spec_format: Array<{ spec_name: string; value: Array<{ spec_value_name: string; sku_id: number; selected: boolean; disabled: boolean }> }>
      goods_attr_format: Array<{ attr_name: string; attr_value_name: string }>
      sku_spec_format: Array<{ spec_name: string; spec_value_name: string }>
    } = {
      ...wire,
      goods_spec_format: JSON.parse(wire.goods_spec_format) as Array<{ spec_name: string; value: Array<{ spec_value_name: string; sku_id: number; selected: boolean; disabled: boolean }> }>,
      goods_attr_format: JSON.parse(wire.goods_attr_format) as Array<{ attr_name: string; attr_value_name: string }>,
      sku_spec_format: JSON.parse(wire.sku_spec_format) as Array<{ spec_name: string; spec_value_name: string }>,
    }
    expect(d.sku_id).toBe(current.sku_id)
    for (const f of ['goods_id', 'sku_name', 'site_id', 'category_id', 'category_id_1', 'category_id_2', 'category_id_3',
      'category_name', 'price', 'market_price', 'discount_price', 'promotion_type', 'start_time', 'end_time', 'stock',
      'click_num', 'sale_num', 'collect_num', 'evaluate', 'sku_image', 'sku_images', 'video_url', 'goods_content',
      'goods_state', 'verify_state', 'is_virtual', 'is_free_shipping', 'introduction', 'unit', 'max_buy', 'min_buy']) {
      expect(d, f).toHaveProperty(f)
    }
    expect(d).not.toHaveProperty('purchased_num')
    // exactly one selected value per spec, and it is this sku's value
    for (const g of d.goods_spec_format) {
      const selected = g.value.filter((v) => v.selected)
      expect(selected).toHaveLength(1)
      const mine = d.sku_spec_format.find((s) => s.spec_name === g.spec_name)!
      expect(selected[0]!.spec_value_name).toBe(mine.spec_value_name)
      expect(selected[0]!.sku_id).toBe(current.sku_id)
      for (const v of g.value) expect(v.disabled).toBe(v.sku_id === 0)
    }
    // every reachable sku belongs to this goods
    const reachable = d.goods_spec_format.flatMap((g) => g.value.map((v) => v.sku_id)).filter(Boolean)
    expect(reachable.every((id) => skus.some((s) => s.sku_id === id))).toBe(true)
    expect(d.goods_attr_format.length).toBeGreaterThan(0)
    expect(res.data.goods_info.goods_id).toBe(multi.goods_id)
    for (const f of ['site_name', 'logo', 'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit', 'shop_baozh',
      'shop_qtian', 'shop_zhping', 'shop_erxiaoshi', 'shop_tuihuo', 'shop_shiyong', 'shop_shiti', 'shop_xiaoxie', 'sub_num']) {
      expect(res.data.shop_info, f).toHaveProperty(f)
    }

    const info = await t.call<Record<string, unknown> & { goods_spec_format: string }>('/api/goodssku/info', { sku_id: skus[0]!.sku_id })
    expect(info.code).toBe(0)
    for (const f of ['sku_id', 'sku_name', 'sku_spec_format', 'price', 'market_price', 'discount_price', 'promotion_type',
      'start_time', 'end_time', 'stock', 'sku_image', 'sku_images', 'goods_spec_format']) {
      expect(info.data, f).toHaveProperty(f)
    }
    const infoSpecs = JSON.parse(info.data.goods_spec_format) as Array<{ value: Array<{ selected: boolean; sku_id: number }> }>
    expect(infoSpecs.every((g) => g.value.filter((v) => v.selected).every((v) => v.sku_id === skus[0]!.sku_id))).toBe(true)
  })

  it('marks a spec combination without an on-sale sku as disabled', async () => {
    const db = t.handle.db
    const multi = await db.selectFrom('goods_sku').select(['goods_id']).where('on_sale', '=', true)
      .groupBy('goods_id').having((eb) => eb.fn.countAll(), '>', 2).orderBy('goods_id', 'desc').executeTakeFirstOrThrow()
    const skus = await db.selectFrom('goods_sku').select(['sku_id']).where('goods_id', '=', multi.goods_id).orderBy('sku_id').execute()
    await db.updateTable('goods_sku').set({ on_sale: false }).where('sku_id', '=', skus[1]!.sku_id).execute()
    const res = await t.call<{ goods_spec_format: string }>('/api/goodssku/info', { sku_id: skus[0]!.sku_id })
    const values = (JSON.parse(res.data.goods_spec_format) as Array<{ value: Array<{ sku_id: number; disabled: boolean }> }>).flatMap((g) => g.value)
    expect(values.some((v) => v.sku_id === skus[1]!.sku_id)).toBe(false)
    await db.updateTable('goods_sku').set({ on_sale: true }).where('sku_id', '=', skus[1]!.sku_id).execute()
  })

  it('adds purchased_num for a logged-in member when the goods has a purchase limit', async () => {
    const db = t.handle.db
    const token = await tokenOf(t, 'buyer')
    const bought = await db.selectFrom('order_goods as og').innerJoin('orders as o', 'o.order_id', 'og.order_id')
      .innerJoin('member as m', 'm.member_id', 'o.member_id').innerJoin('goods_sku as gs', 'gs.sku_id', 'og.sku_id')
      .select(['og.goods_id', 'og.sku_id']).where('m.username', '=', 'buyer').where('gs.on_sale', '=', true)
      .where('o.order_status', '<>', -1).executeTakeFirst()
    const target = bought ?? (await topSku(t))
    await db.updateTable('goods').set({ max_buy: 5 }).where('goods_id', '=', target.goods_id).execute()
    const res = await t.call<{ goods_sku_detail: { purchased_num: number; max_buy: number } }>('/api/goodssku/detail', { sku_id: target.sku_id, token })
    expect(res.data.goods_sku_detail.max_buy).toBe(5)
    expect(typeof res.data.goods_sku_detail.purchased_num).toBe('number')
    if (bought) expect(res.data.goods_sku_detail.purchased_num).toBeGreaterThan(0)
    const visitor = await t.call<{ goods_sku_detail: object }>('/api/goodssku/detail', { sku_id: target.sku_id })
    expect(visitor.data.goods_sku_detail).not.toHaveProperty('purchased_num')
  })

  it('answers unknown and malformed sku ids clearly', async () => {
    for (const path of ['/api/goodssku/detail', '/api/goodssku/info', '/api/goodssku/goodsqrcode']) {
      expect((await t.call(path, { sku_id: 99999999 })).error_code).toBe('NOT_FOUND')
      expect((await t.call(path, { sku_id: 'abc' })).error_code).toBe('PARAMETER_ERROR')
      expect((await t.call(path, {})).error_code).toBe('PARAMETER_ERROR')
    }
    const en = await t.call('/api/goodssku/detail', { sku_id: 99999999, lang: 'en-us' })
    expect(en.message).toMatch(/no longer on sale/)
  })

  it('goodsqrcode: the image path of a PNG QR code of the storefront page of the sku', async () => {
    const top = await topSku(t)
    const res = await t.call<{ path: { h5: { img: string; url: string } } }>('/api/goodssku/goodsqrcode', { sku_id: top.sku_id })
    expect(res.data.path.h5.img).toBe(`qrcode/sku-${top.sku_id}.png`)
    expect(res.data.path.h5.url).toMatch(new RegExp(`/web/sku-${top.sku_id}$`))
  })

  it('recommend: on-sale goods by sales, bounded page_size, optional category', async () => {
    const res = await t.call<ListBody<Item>>('/api/goodssku/recommend', { page_size: 5 })
    expect(res.data.list).toHaveLength(5)
    expect(isSorted(res.data.list.map((i) => i.sale_num), 'desc')).toBe(true)
    const top = await topSku(t)
    const inCat = await t.call<ListBody<Item>>('/api/goodssku/recommend', { page_size: 20, category_id: top.category_id_1 })
    expect((await skuRows(inCat.data.list.map((i) => i.sku_id))).every((r) => r.category_id_1 === top.category_id_1)).toBe(true)
    expect((await t.call('/api/goodssku/recommend', { page_size: 21 })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodssku/recommend', { category_id: 999999 })).error_code).toBe('NOT_FOUND')
  })
})

describe('goods/aftersale and goods/modifyclicks', () => {
  it('returns the platform after-sale text', async () => {
    const res = await t.call<{ content: string }>('/api/goods/aftersale')
    expect(res.data.content).toMatch(/<p>/)
  })

  it('counts a click once per client and sku in a window', async () => {
    const top = await topSku(t)
    const before = await t.handle.db.selectFrom('goods_sku').select('click_num').where('sku_id', '=', top.sku_id).executeTakeFirstOrThrow()
    expect((await t.call('/api/goods/modifyclicks', { sku_id: top.sku_id, site_id: top.site_id })).code).toBe(0)
    expect((await t.call('/api/goods/modifyclicks', { sku_id: top.sku_id, site_id: top.site_id })).code).toBe(0)
    const after = await t.handle.db.selectFrom('goods_sku').select('click_num').where('sku_id', '=', top.sku_id).executeTakeFirstOrThrow()
    expect(after.click_num).toBe(before.click_num + 1)
    expect((await t.call('/api/goods/modifyclicks', { sku_id: 99999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/goods/modifyclicks', { sku_id: 'x' })).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('brands and categories', () => {
  it('goodsbrand/page pages brands, optionally those of a category', async () => {
    const all = await t.call<ListBody<{ brand_id: number; brand_name: string; image_url: string }>>('/api/goodsbrand/page', { page: 1, page_size: 10 })
    expect(all.data.count).toBeGreaterThanOrEqual(40)
    expect(all.data.list).toHaveLength(10)
    expect(all.data.page_count).toBe(Math.ceil(all.data.count / 10))
    const p2 = await t.call<ListBody<{ brand_id: number }>>('/api/goodsbrand/page', { page: 2, page_size: 10 })
    expect(p2.data.list.some((b) => all.data.list.some((a) => a.brand_id === b.brand_id))).toBe(false)
    const top = await topSku(t)
    const inCat = await t.call<ListBody<{ brand_id: number }>>('/api/goodsbrand/page', { category_id: top.category_id_3, page_size: 100 })
    expect(inCat.data.count).toBeGreaterThan(0)
    expect(inCat.data.count).toBeLessThan(all.data.count)
    expect(inCat.data.list.map((b) => b.brand_id)).toContain(top.brand_id)
    expect((await t.call('/api/goodsbrand/page', { page_size: 1000 })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodsbrand/page', { category_id: 999999 })).error_code).toBe('NOT_FOUND')
  })

  it('relevanceinfo: brands with initials and queryable attributes with values', async () => {
    const top = await topSku(t)
    const res = await t.call<{
      brand_list: Array<{ id: number; brand_name: string; image_url: string; brand_initial: string }>
      brand_initial_list: string[]
      attribute_list: Array<{ attr_id: number; attr_name: string; child: Array<{ attr_value_id: number; attr_value_name: string }> }>
    }>('/api/goodscategory/relevanceinfo', { category_id: top.category_id_3, category_level: 3 })
    expect(res.code).toBe(0)
    expect(res.data.brand_list.map((b) => b.id)).toContain(top.brand_id)
    expect(res.data.brand_initial_list.length).toBeGreaterThan(0)
    expect(isSorted(res.data.brand_initial_list.map((s) => s.charCodeAt(0)), 'asc')).toBe(true)
    expect(res.data.attribute_list.length).toBeGreaterThan(0)
    expect(res.data.attribute_list[0]!.child.length).toBeGreaterThan(0)
    expect((await t.call('/api/goodscategory/relevanceinfo', { category_id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/goodscategory/relevanceinfo', { category_id: 1, category_level: 9 })).error_code).toBe('PARAMETER_ERROR')
  })

  it('goodscategory/info: the category with its full name', async () => {
    const top = await topSku(t)
    const res = await t.call<{ category_id: number; category_name: string; level: number; category_full_name: string }>(
      '/api/goodscategory/info', { category_id: top.category_id_3 })
    expect(res.data.level).toBe(3)
    expect(res.data.category_full_name).toContain(res.data.category_name)
    expect((await t.call('/api/goodscategory/info', { category_id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/goodscategory/info', {})).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('goodsevaluate/page', () => {
  it('pages audited reviews newest first, masks anonymous names, filters by explain_type', async () => {
    const db = t.handle.db
    const g = await db.selectFrom('goods_evaluate').select('goods_id').groupBy('goods_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc').executeTakeFirstOrThrow()
    const first = await db.selectFrom('goods_evaluate').select('evaluate_id').where('goods_id', '=', g.goods_id).orderBy('evaluate_id').executeTakeFirstOrThrow()
    await db.updateTable('goods_evaluate').set({ is_anonymous: 1, member_name: '张三丰', explain_first: '感谢支持', again_content: '用了一周很好' })
      .where('evaluate_id', '=', first.evaluate_id).execute()
    const res = await t.call<ListBody<{ evaluate_id: number; member_name: string; member_headimg: string; explain_type: number; create_time: number; explain_first: string; again_content: string; images: string }>>(
      '/api/goodsevaluate/page', { goods_id: g.goods_id, page: 1, page_size: 50 })
    expect(res.data.count).toBeGreaterThan(0)
    expect(isSorted(res.data.list.map((r) => r.create_time), 'desc')).toBe(true)
    const anon = res.data.list.find((r) => r.evaluate_id === first.evaluate_id)!
    expect(anon.member_name).toBe('张***丰')
    expect(anon.member_headimg).toBe('')
    expect(anon.explain_first).toBe('感谢支持')
    expect(anon.again_content).toBe('用了一周很好')
    const good = await t.call<ListBody<{ explain_type: number }>>('/api/goodsevaluate/page', { goods_id: g.goods_id, explain_type: 1 })
    expect(good.data.list.every((r) => r.explain_type === 1)).toBe(true)
    expect((await t.call('/api/goodsevaluate/page', { goods_id: g.goods_id, page_size: 51 })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodsevaluate/page', { goods_id: g.goods_id, explain_type: 4 })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodsevaluate/page', {})).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call<ListBody>('/api/goodsevaluate/page', { goods_id: 99999999 })).data.count).toBe(0)
  })
})

describe('manjian/info', () => {
  it('returns the newest running activity covering the goods, or null', async () => {
    const db = t.handle.db
    const acts = await db.selectFrom('promotion_manjian').selectAll().orderBy('manjian_id').execute()
    expect(acts.length).toBeGreaterThanOrEqual(5)
    const goodsOf = (siteId: number) =>
      db.selectFrom('goods').select('goods_id').where('site_id', '=', siteId).orderBy('goods_id').executeTakeFirstOrThrow()

    // shop with two overlapping whole-shop activities: the newer one wins
    const wholeShop = acts.filter((a) => a.manjian_type === 1 && a.status === 1 && a.end_time > Date.now() / 1000)
    const site = wholeShop[0]!.site_id
    const newest = wholeShop.filter((a) => a.site_id === site).sort((a, b) => b.create_time - a.create_time)[0]!
    const g = await goodsOf(site)
    const res = await t.call<{ manjian_id: number; manjian_name: string; type: number; rule_json: Array<{ money: string; discount_money?: string }> }>(
      '/manjian/api/manjian/info', { goods_id: g.goods_id, site_id: site })
    expect(res.data.manjian_id).toBe(newest.manjian_id)
    expect(res.data.rule_json[0]!.money).toMatch(/^\d+\.\d{2}$/)
    expect(isSorted(res.data.rule_json.map((r) => Number(r.money)), 'asc')).toBe(true)

    // selected-goods activity in 件: listed goods yes, others no
    const selected = acts.find((a) => a.manjian_type === 2 && a.type === 1)!
    const listed = await db.selectFrom('promotion_manjian_goods').select('goods_id').where('manjian_id', '=', selected.manjian_id).executeTakeFirstOrThrow()
    const hit = await t.call<{ manjian_id: number; goods_ids: string; rule_json: Array<{ money: string }> }>(
      '/manjian/api/manjian/info', { goods_id: listed.goods_id, site_id: selected.site_id })
    expect(hit.data.manjian_id).toBe(selected.manjian_id)
    expect(hit.data.goods_ids).toContain(`,${listed.goods_id},`)
    expect(hit.data.rule_json[0]!.money).toMatch(/^\d+$/)
    const notListed = await db.selectFrom('goods').select('goods_id').where('site_id', '=', selected.site_id)
      .where('goods_id', 'not in', db.selectFrom('promotion_manjian_goods').select('goods_id').where('manjian_id', '=', selected.manjian_id))
      .executeTakeFirst()
    if (notListed) expect((await t.call('/manjian/api/manjian/info', { goods_id: notListed.goods_id, site_id: selected.site_id })).data).toBeNull()

    // ended and closed activities are not shown
    for (const a of acts.filter((x) => x.status === 0 || x.end_time < Date.now() / 1000)) {
      const others = acts.filter((x) => x.site_id === a.site_id && x.manjian_id !== a.manjian_id)
      if (others.length) continue
      expect((await t.call('/manjian/api/manjian/info', { goods_id: (await goodsOf(a.site_id)).goods_id, site_id: a.site_id })).data).toBeNull()
    }
    // goods of another shop never match a whole-shop activity
    const foreign = await db.selectFrom('goods').select('goods_id').where('site_id', '<>', site).executeTakeFirstOrThrow()
    expect((await t.call('/manjian/api/manjian/info', { goods_id: foreign.goods_id, site_id: site })).data).toBeNull()
    expect((await t.call('/manjian/api/manjian/info', { goods_id: 1 })).error_code).toBe('PARAMETER_ERROR')
  })

  type GiftRule = {
    money: string
    coupon?: number
    coupon_data?: { coupon_name: string; type: string; at_least: string; money: string; discount: string }
    present?: number
    present_num?: number
    present_data?: { sku_id: number; sku_name: string; sku_image: string; num: number }
  }
  const info = (goodsId: number, siteId: number, lang?: string) =>
    t.call<{ manjian_id: number; rule_json: GiftRule[] }>('/manjian/api/manjian/info', { goods_id: goodsId, site_id: siteId, ...(lang ? { lang } : {}) })

  it('answers a rule\'s reward coupon (coupon_data) and its gift (present_data), in both languages', async () => {
    const db = t.handle.db
    const act = await db.selectFrom('promotion_manjian').selectAll().where('manjian_name', '=', '店庆满减送').executeTakeFirstOrThrow()
    const stored = act.rule_json as unknown as Array<{ money: number; coupon?: number; present?: number }>
    const withGift = stored.find((r) => r.present)!
    const coupon = await db.selectFrom('coupon_type').selectAll().where('coupon_type_id', '=', withGift.coupon!).executeTakeFirstOrThrow()
    const gift = await db.selectFrom('goods_sku').selectAll().where('sku_id', '=', withGift.present!).executeTakeFirstOrThrow()
    const goods = await db.selectFrom('goods').select('goods_id').where('site_id', '=', act.site_id).orderBy('goods_id').executeTakeFirstOrThrow()

    for (const lang of [undefined, 'en-us']) {
      const res = await info(goods.goods_id, act.site_id, lang)
      expect(res.data.manjian_id).toBe(act.manjian_id)
      const [plain, couponOnly, top] = res.data.rule_json
      expect(plain!.coupon_data).toBeUndefined()
      expect(plain!.present_data).toBeUndefined()
      expect(couponOnly!.coupon).toBe(coupon.coupon_type_id)
      expect(couponOnly!.present_data).toBeUndefined()
      // the shop's own words stay as written; money like the coupon endpoints
      const couponData = { coupon_name: coupon.coupon_name, type: 'reward', at_least: '100.00', money: '15.00', discount: '0.00' }
      expect(couponOnly!.coupon_data).toEqual(couponData)
      expect(top!.coupon_data).toEqual(couponData)
      expect(top!.present).toBe(gift.sku_id)
      expect(top!.present_num).toBe(1)
      expect(top!.present_data).toEqual({ sku_id: gift.sku_id, sku_name: gift.sku_name, sku_image: gift.sku_image, num: 1 })
    }
  })

  it('leaves out a coupon or gift that does not exist or cannot be given; a discount coupon in 折', async () => {
    const db = t.handle.db
    const act = await db.selectFrom('promotion_manjian').selectAll().where('manjian_name', '=', '店庆满减送').executeTakeFirstOrThrow()
    const goods = await db.selectFrom('goods').select('goods_id').where('site_id', '=', act.site_id).orderBy('goods_id').executeTakeFirstOrThrow()
    const foreign = await db.selectFrom('goods_sku').select('sku_id').where('site_id', '<>', act.site_id).orderBy('sku_id').executeTakeFirstOrThrow()
    const own = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select(['s.sku_id', 's.sku_name'])
      .where('s.site_id', '=', act.site_id).where('g.is_virtual', '=', 0).orderBy('s.sku_id').executeTakeFirstOrThrow()
    const now = Math.floor(Date.now() / 1000)
    const nine = await db.insertInto('coupon_type')
      .values({ source: 1, site_id: act.site_id, coupon_name: '九折券', type: 'discount', discount: 90, at_least: 5000, create_time: now, is_show: 0 })
      .returning('coupon_type_id').executeTakeFirstOrThrow()
    const rules = [
      { money: 1000, coupon: 99999999, present: 99999999 },
      { money: 2000, present: foreign.sku_id },
      { money: 3000, coupon: nine.coupon_type_id, present: own.sku_id, present_num: 2 },
    ]
    const newer = await db.insertInto('promotion_manjian')
      .values({ site_id: act.site_id, manjian_name: '测试满送', manjian_type: 1, type: 0, status: 1, start_time: now - 60, end_time: now + 3600,
        create_time: act.create_time + 1, remark: '', rule_json: JSON.stringify(rules) as never })
      .returning('manjian_id').executeTakeFirstOrThrow()
    try {
      const res = await info(goods.goods_id, act.site_id)
      expect(res.data.manjian_id).toBe(newer.manjian_id)
      const [missing, otherShop, given] = res.data.rule_json
      expect(missing!.coupon).toBe(99999999)
      expect(missing).not.toHaveProperty('coupon_data')
      expect(missing).not.toHaveProperty('present')
      expect(missing).not.toHaveProperty('present_data')
      expect(otherShop).not.toHaveProperty('present')
      expect(otherShop).not.toHaveProperty('present_data')
      expect(given!.coupon_data).toEqual({ coupon_name: '九折券', type: 'discount', at_least: '50.00', money: '0.00', discount: '9.00' })
      expect(given!.present_num).toBe(2)
      expect(given!.present_data).toEqual(expect.objectContaining({ sku_id: own.sku_id, sku_name: own.sku_name, num: 2 }))
    } finally {
      await db.deleteFrom('promotion_manjian').where('manjian_id', '=', newer.manjian_id).execute()
      await db.deleteFrom('coupon_type').where('coupon_type_id', '=', nine.coupon_type_id).execute()
    }
  })
})
