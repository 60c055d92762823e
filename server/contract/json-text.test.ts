import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp, topSku, type ListBody } from '../test/harness.ts'

// Fields the reference marks "(JSON)" travel as JSON text everywhere they appear: the contract's
// clients JSON.parse them (a client that gets an array throws on the goods detail page).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** the value is JSON text that decodes to a list (or to an object with `url` for a link) */
function expectJsonList(value: unknown, where: string) {
  expect(typeof value, where).toBe('string')
  const parsed: unknown = JSON.parse(value as string)
  expect(Array.isArray(parsed), where).toBe(true)
  return parsed as unknown[]
}
function expectJsonLink(value: unknown, where: string) {
  expect(typeof value, where).toBe('string')
  const parsed = JSON.parse(value as string) as { url?: unknown }
  expect(typeof parsed.url, where).toBe('string')
}

describe('goods: goods_spec_format, sku_spec_format, goods_attr_format', () => {
  it('are JSON text in detail and info, and decode to the reference shapes', async () => {
    const sku = await topSku(t)
    const detail = await t.call<{ goods_sku_detail: Record<string, unknown> }>('/api/goodssku/detail', { sku_id: sku.sku_id })
    const d = detail.data.goods_sku_detail
    const specs = expectJsonList(d.goods_spec_format, 'detail goods_spec_format') as Array<{ spec_name: string; value: Array<Record<string, unknown>> }>
    for (const g of specs) {
      expect(typeof g.spec_name).toBe('string')
      for (const value of g.value) {
        for (const f of ['spec_id', 'spec_value_name', 'sku_id', 'selected', 'disabled']) expect(value, f).toHaveProperty(f)
      }
    }
    for (const s of expectJsonList(d.sku_spec_format, 'detail sku_spec_format') as Array<Record<string, unknown>>) {
      expect(s).toHaveProperty('spec_name')
      expect(s).toHaveProperty('spec_value_name')
    }
    const attrs = expectJsonList(d.goods_attr_format, 'detail goods_attr_format') as Array<Record<string, unknown>>
    expect(attrs.length).toBeGreaterThan(0)
    for (const a of attrs) for (const f of ['attr_id', 'attr_name', 'attr_value_id', 'attr_value_name']) expect(a, f).toHaveProperty(f)

    const info = await t.call<Record<string, unknown>>('/api/goodssku/info', { sku_id: sku.sku_id })
    expectJsonList(info.data.goods_spec_format, 'info goods_spec_format')
    expectJsonList(info.data.sku_spec_format, 'info sku_spec_format')
  })

  it('are JSON text in lists (goods_spec_format of every list item)', async () => {
    for (const [path, body] of [['/api/goodssku/page', { page_size: 20 }], ['/api/goodssku/recommend', { page_size: 5 }]] as const) {
      const res = await t.call<ListBody>(path, body)
      expect(res.data.list.length, path).toBeGreaterThan(0)
      for (const item of res.data.list) expectJsonList(item.goods_spec_format, `${path} goods_spec_format`)
    }
  })

  it('are JSON text in the cart and on the order confirm page (sku_spec_format of every line)', async () => {
    const sku = await topSku(t)
    const m = await newMember(t)
    expect((await m.call('/api/cart/add', { site_id: sku.site_id, sku_id: sku.sku_id, num: 1 })).code).toBe(0)
    const lines = await m.call<Array<Record<string, unknown>>>('/api/cart/lists')
    expect(lines.data.length).toBe(1)
    for (const l of lines.data) expectJsonList(l.sku_spec_format, 'cart/lists sku_spec_format')
    const confirm = await m.call<{ shop_goods_list: Record<string, { goods_list: Array<Record<string, unknown>> }> }>(
      '/api/ordercreate/payment',
      { sku_id: sku.sku_id, num: 1 },
    )
    expect(confirm.code).toBe(0)
    for (const shop of Object.values(confirm.data.shop_goods_list)) {
      for (const g of shop.goods_list) expectJsonList(g.sku_spec_format, 'ordercreate/payment sku_spec_format')
    }
  })
})

describe('links: nav_url, adv_url, the float layer url', () => {
  it('are JSON text {url}', async () => {
    const nav = await t.call<{ list: Array<{ nav_url: unknown }> }>('/api/pc/navList')
    expect(nav.data.list.length).toBeGreaterThan(0)
    for (const n of nav.data.list) expectJsonLink(n.nav_url, 'nav_url')
    const adv = await t.call<{ adv_list: Array<{ adv_url: unknown }> }>('/api/adv/detail', { keyword: 'NS_PC_INDEX' })
    expect(adv.data.adv_list.length).toBeGreaterThan(0)
    for (const a of adv.data.adv_list) expectJsonLink(a.adv_url, 'adv_url')
    const float = await t.call<{ url: unknown }>('/api/pc/floatLayer')
    expectJsonLink(float.data.url, 'float layer url')
  })

  it('rule_json of the spend-threshold activity is the decoded list, as the reference returns it (§7.6)', async () => {
    const row = await t.handle.db.selectFrom('promotion_manjian').select(['manjian_id', 'site_id', 'manjian_type']).where('status', '=', 1)
      .where('manjian_type', '=', 1).executeTakeFirstOrThrow()
    const goods = await t.handle.db.selectFrom('goods_sku').select('goods_id').where('site_id', '=', row.site_id).where('on_sale', '=', true)
      .executeTakeFirstOrThrow()
    const res = await t.call<{ rule_json: unknown } | null>('/manjian/api/manjian/info', { goods_id: goods.goods_id, site_id: row.site_id })
    expect(Array.isArray(res.data?.rule_json)).toBe(true)
  })
})
