import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'
import type { Database } from './index.ts'
import { KINDS, NEW_ATTRIBUTES, PRICES } from './catalog-kinds.ts'
import { CATEGORIES } from './seed/catalog-data.ts'

// Issue 13 item 15: what a shopper meets in the demo data fits each kind of goods.

let t: TestApp
let db: Database
beforeAll(async () => {
  t = await createTestApp()
  db = t.handle.db
})
afterAll(() => t.close())

const goodsOf = (leaf: string) =>
  db.selectFrom('goods as g')
    .innerJoin('goods_category as c', 'c.category_id', 'g.category_id_3')
    .innerJoin('goods_brand as b', 'b.brand_id', 'g.brand_id')
    .innerJoin('shop_goods_category as sc', 'sc.category_id', 'g.shop_category_id')
    .select(['g.goods_id', 'g.goods_name', 'g.goods_spec_format', 'g.goods_attr_format', 'b.brand_name', 'sc.category_name as shop_category'])
    .where('c.category_name', '=', leaf)
    .execute()

const picture = async (id: number) => (await t.app.inject({ method: 'GET', url: `/img/goods/${id}.svg` })).body
const shape = (svg: string) => svg.replace(/hsl\([^)]*\)/g, '').replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/rotate\([^)]*\)/g, '')

describe('demo goods fit their kind', () => {
  it('every level-3 category has a kind; every spec, attribute value and brand of a goods is one its kind has', async () => {
    for (const c1 of CATEGORIES) {
      for (const c2 of c1.children) {
        for (const leaf of c2.children) {
          const kind = KINDS[leaf]
          expect(kind, leaf).toBeDefined()
          const specNames = new Set((kind!.specs ?? c1.specs).map((d) => d.name))
          const specValues = new Set((kind!.specs ?? c1.specs).flatMap((d) => d.values))
          for (const g of await goodsOf(leaf)) {
            if (kind!.brands) expect(kind!.brands, `${g.goods_name}`).toContain(g.brand_name)
            for (const group of g.goods_spec_format as unknown as Array<{ spec_name: string; value: Array<{ spec_value_name: string }> }>) {
              expect(specNames.has(group.spec_name), `${g.goods_name}: ${group.spec_name}`).toBe(true)
              for (const v of group.value) expect(specValues.has(v.spec_value_name), `${g.goods_name}: ${v.spec_value_name}`).toBe(true)
            }
            for (const a of g.goods_attr_format as unknown as Array<{ attr_name: string; attr_value_name: string }>) {
              if (!kind!.attrs) continue
              expect(Object.keys(kind!.attrs), `${g.goods_name}: ${a.attr_name}`).toContain(a.attr_name)
              const fits = kind!.attrs[a.attr_name] ?? c1.attributes.find((x) => x.name === a.attr_name)?.values ?? NEW_ATTRIBUTES[a.attr_name]
              expect(fits, `${g.goods_name}: ${a.attr_name}`).toContain(a.attr_value_name)
            }
            // the shop files it under its own kind, its branch or the shop's picks — never another kind
            expect([leaf, c2.name, '新品上市', '热销爆款'], `${g.goods_name} in ${g.shop_category}`).toContain(g.shop_category)
          }
        }
      }
    }
  })

  it('earphones have no memory sizes or screens; walkie-talkies are not Apple’s and are not found as phones', async () => {
    for (const g of await goodsOf('蓝牙耳机')) {
      expect(JSON.stringify(g.goods_spec_format)).not.toMatch(/GB/)
      expect(JSON.stringify(g.goods_attr_format)).not.toMatch(/屏幕尺寸/)
    }
    const radios = await goodsOf('对讲机')
    expect(radios.length).toBeGreaterThan(0)
    for (const g of radios) expect(['摩托罗拉', '宝锋']).toContain(g.brand_name)
    const phones = await t.call<{ list: Array<{ goods_id: number }> }>('/api/goodssku/page', { keyword: '手机', page_size: 100 })
    const radioIds = new Set(radios.map((g) => g.goods_id))
    expect(phones.data.list.some((g) => radioIds.has(g.goods_id))).toBe(false)
  })

  it('a goods costs what its kind costs: a drone is dearer than a fitness band, a pen is cheap', async () => {
    const rows = await db.selectFrom('goods_sku as s')
      .innerJoin('goods_category as c', 'c.category_id', 's.category_id_3')
      .select(['s.sku_name', 's.price', 'c.category_name'])
      .where('s.is_default', '=', 1)
      .execute()
    for (const c1 of CATEGORIES) for (const c2 of c1.children) for (const leaf of c2.children) {
      const range = PRICES[leaf]
      expect(range, leaf).toBeDefined()
      expect(range![0], leaf).toBeLessThan(range![1])
    }
    expect(rows.length).toBeGreaterThan(500)
    // a goods' first sku has its base price: in its kind's range (a price ends in 9 or .9, so up to 1 元 below the minimum)
    for (const r of rows) {
      const [min, max] = PRICES[r.category_name]!
      expect(r.price / 100, r.sku_name).toBeGreaterThanOrEqual(min - 1)
      expect(r.price / 100, r.sku_name).toBeLessThanOrEqual(max)
    }
    const prices = (leaf: string) => rows.filter((r) => r.category_name === leaf).map((r) => r.price / 100)
    expect(Math.min(...prices('无人机'))).toBeGreaterThan(Math.max(...prices('智能手环')))
    expect(Math.max(...prices('签字笔'))).toBeLessThan(50)
  })

  it('店庆满减送 gives earphones or a fitness band with an order of 699 元', async () => {
    const act = await db.selectFrom('promotion_manjian').select('rule_json').where('manjian_name', '=', '店庆满减送').executeTakeFirstOrThrow()
    const rules = act.rule_json as unknown as Array<{ money: number; present?: number }>
    const present = rules.find((r) => r.present)!.present!
    const gift = await db.selectFrom('goods_sku as s')
      .innerJoin('goods_category as c', 'c.category_id', 's.category_id_3')
      .select(['c.category_name', 's.price'])
      .where('s.sku_id', '=', present)
      .executeTakeFirstOrThrow()
    expect(['蓝牙耳机', '智能手环']).toContain(gift.category_name)
    expect(gift.price).toBeLessThan(69_900)
  })

  it('an appliance’s picture is of its own kind', async () => {
    const [fridge] = await goodsOf('冰箱')
    const [aircon] = await goodsOf('空调')
    const a = await picture(fridge!.goods_id)
    const b = await picture(aircon!.goods_id)
    expect(a).toContain('<svg')
    // the drawings differ beyond the colours and the label: compare without them
    expect(shape(a)).not.toBe(shape(b))
  })

  it('notices are dated on or before the demo clock, seasonal ones in their season', async () => {
    const now = t.clock.now()
    const rows = await db.selectFrom('notice').select(['title', 'create_time']).execute()
    for (const r of rows) expect(r.create_time, r.title).toBeLessThan(now)
    const month = (title: string) => new Date((rows.find((r) => r.title.includes(title))!.create_time + 8 * 3600) * 1000).getUTCMonth() + 1
    expect(month('春节')).toBe(1)
    expect(month('618')).toBe(5)
  })
})
