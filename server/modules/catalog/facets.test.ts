import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type ListBody, type TestApp } from '../../test/harness.ts'

// Decision 015 §2, §3: the list's facets come from the goods the list finds; the attribute filter
// is readable (`name:value|value,…`) and the contract's JSON ids still work.

interface Facets {
  count: number
  brand_list: Array<{ brand_id: number; brand_name: string; goods_num: number }>
  attribute_list: Array<{ attr_id: number; attr_name: string; attr_key: string; child: Array<{ attr_value_id: number; value_key: string; attr_value_name: string; goods_num: number }> }>
  selected_attr: Array<{ attr_key: string; values: Array<{ value_key: string }> }>
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const facets = async (params: Record<string, unknown>, lang?: string) => {
  const res = await t.call<Facets>('/api/goodssku/facets', lang ? { ...params, lang } : params)
  expect(res.code, JSON.stringify(res)).toBe(0)
  return res.data
}
const page = async (params: Record<string, unknown>) => {
  const res = await t.call<ListBody<{ goods_id: number }>>('/api/goodssku/page', { page_size: 100, ...params })
  expect(res.code, JSON.stringify(res)).toBe(0)
  return res.data
}
const brandsOf = async (goodsIds: number[]) =>
  new Set((await t.db.selectFrom('goods').select('brand_id').where('goods_id', 'in', goodsIds).execute()).map((g) => g.brand_id))

const ids = (picks: Array<[number, number]>) => JSON.stringify(picks.map(([attr_id, attr_value_id]) => ({ attr_id, attr_value_id })))

describe('goodssku/facets', () => {
  it('a keyword search offers the brands of its results, with their counts, not every brand', async () => {
    const found = await page({ keyword: '耳机' })
    expect(found.count).toBeGreaterThan(0)
    const f = await facets({ keyword: '耳机' })
    expect(f.count).toBe(found.count)
    expect(new Set(f.brand_list.map((b) => b.brand_id))).toEqual(await brandsOf(found.list.map((g) => g.goods_id)))
    expect(f.brand_list.reduce((a, b) => a + b.goods_num, 0)).toBe(found.count)
    const allBrands = await t.db.selectFrom('goods_brand').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(f.brand_list.length).toBeLessThan(Number(allBrands.n) / 3)
    // earphones' own attributes, each able to narrow the list
    expect(f.attribute_list.map((a) => a.attr_key)).toContain('佩戴方式')
    expect(f.attribute_list.map((a) => a.attr_key)).not.toContain('屏幕尺寸')
    for (const a of f.attribute_list) expect(a.child.some((c) => c.goods_num < f.count)).toBe(true)
  })

  it('brands count without the brand filter; attribute counts are what the filter finds', async () => {
    const base = { category_id: 1, category_level: 1 }
    const all = await facets(base)
    const brand = all.brand_list[0]!
    const withBrand = await facets({ ...base, brand_id: brand.brand_id })
    expect(withBrand.brand_list).toEqual(all.brand_list)
    expect(withBrand.count).toBe((await page({ ...base, brand_id: brand.brand_id })).count)
    const attr = all.attribute_list[0]!
    const value = attr.child[0]!
    const readable = `${attr.attr_key}:${value.value_key}`
    const filtered = await page({ ...base, attr: readable })
    expect(filtered.count).toBe(value.goods_num)
    expect((await facets({ ...base, attr: readable })).count).toBe(value.goods_num)
  })

  it('the readable filter finds what the JSON ids find; several values OR, several attributes AND', async () => {
    const base = { category_id: 1, category_level: 1 }
    const f = await facets(base)
    const [a, b] = f.attribute_list as [Facets['attribute_list'][0], Facets['attribute_list'][0]]
    const [a1, a2] = a.child as [Facets['attribute_list'][0]['child'][0], Facets['attribute_list'][0]['child'][0]]
    const either = await page({ ...base, attr: `${a.attr_key}:${a1.value_key}|${a2.value_key}` })
    expect(either.count).toBe(a1.goods_num + a2.goods_num)
    expect(either.count).toBe((await page({ ...base, attr: ids([[a.attr_id, a1.attr_value_id], [a.attr_id, a2.attr_value_id]]) })).count)
    const b1 = b.child[0]!
    const both = await page({ ...base, attr: `${a.attr_key}:${a1.value_key},${b.attr_key}:${b1.value_key}` })
    expect(both.count).toBe((await page({ ...base, attr: ids([[a.attr_id, a1.attr_value_id], [b.attr_id, b1.attr_value_id]]) })).count)
    expect(both.count).toBeLessThanOrEqual(a1.goods_num)
    // an old link's JSON ids are answered with the names the storefront writes back to the URL
    const old = await facets({ ...base, attr: ids([[a.attr_id, a1.attr_value_id]]) })
    expect(old.selected_attr).toEqual([{ attr_key: a.attr_key, attr_name: a.attr_key, values: [{ value_key: a1.value_key, attr_value_name: a1.value_key }] }])
  })

  it('unknown names or values in a typed URL are left out instead of emptying the list', async () => {
    const base = { category_id: 1, category_level: 1 }
    const all = await page(base)
    expect((await page({ ...base, attr: '没有这个属性:黑色' })).count).toBe(all.count)
    expect((await page({ ...base, attr: '网络制式:不存在的值' })).count).toBe(all.count)
    const f = await facets({ ...base, attr: '没有这个属性:黑色,网络制式:5G全网通|乱写' })
    expect(f.selected_attr).toEqual([{ attr_key: '网络制式', attr_name: '网络制式', values: [{ value_key: '5G全网通', attr_value_name: '5G全网通' }] }])
    for (const attr of ['', ':', ',,,', '网络制式:', ':5G全网通']) expect((await page({ ...base, attr })).count).toBe(all.count)
    // still refused: broken JSON and too long
    expect((await t.call('/api/goodssku/page', { attr: '[{"attr_id":1' })).code).toBeLessThan(0)
    expect((await t.call('/api/goodssku/page', { attr: `网络制式:${'长'.repeat(41)}` })).code).toBeLessThan(0)
  })

  it('answers attribute names in English for an English caller; the keys stay as the URL writes them', async () => {
    const f = await facets({ keyword: '耳机' }, 'en')
    const fit = f.attribute_list.find((a) => a.attr_key === '佩戴方式')!
    expect(fit.attr_name).toBe('Fit')
    expect(fit.child.every((c) => !/[\u4e00-\u9fff]/.test(c.attr_value_name))).toBe(true)
  })
})
