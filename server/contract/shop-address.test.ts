import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { succeeding } from './shape.ts'
import { createTestApp, type ListBody, type TestApp, tokenOf } from '../test/harness.ts'

// A shop's address in the reference's two fields (§2.6, like §6.6's addresses): `full_address` the
// region names ("省-市-区" joined with '-'), `address` the street. The contract's clients print
// `full_address + address`. Issue 27: full_address held a street plus the shop's name and the client
// printed "北京市朝阳区建国路170号 Bazaar 自营数码旗舰店北京市…".

let t: TestApp
let buyer = ''
const call = <T>(path: string, body: Record<string, unknown> = {}) => succeeding(t)<T>(path, body)
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

const REGION = /^[\u4e00-\u9fff]+(省|市|区|县|自治区|特别行政区|新区)$/
interface ShopAddress {
  site_name: string
  full_address: string
  address: string
}

function expectShopAddress(s: ShopAddress, where: string) {
  const at = `${where} ${s.site_name}: "${s.full_address}" + "${s.address}"`
  const regions = s.full_address.split('-')
  expect(regions, at).toHaveLength(3)
  for (const r of regions) expect(r, at).toMatch(REGION)
  expect(s.address, at).not.toBe('')
  expect(s.address, at).not.toContain(s.site_name)
  // the street alone: no region name repeated in front of it
  for (const r of regions) expect(s.address.startsWith(r), at).toBe(false)
}

describe("a shop's full_address is its region names, address its street", () => {
  it('shop street, shop home and the goods detail shop card', async () => {
    const street = await call<ListBody<ShopAddress & { site_id: number }>>('/api/shop/page', { page_size: 50 })
    expect(street.list.length).toBeGreaterThan(1)
    for (const s of street.list) expectShopAddress(s, 'shop/page')
    const home = await call<ShopAddress>('/api/shop/info', { site_id: street.list[0]!.site_id })
    expectShopAddress(home, 'shop/info')
    const sku = await t.db.selectFrom('goods_sku').select('sku_id').where('on_sale', '=', true).orderBy('sku_id').executeTakeFirstOrThrow()
    const detail = await call<{ shop_info: ShopAddress }>('/api/goodssku/detail', { sku_id: sku.sku_id })
    expectShopAddress(detail.shop_info, 'goodssku/detail shop_info')
  })

  it("the refund detail's return address is the regions and the street, without the shop's name", async () => {
    const refunds = await call<ListBody<{ order_goods_id: number; site_name: string }>>('/api/orderrefund/lists', { token: buyer, page: 1, page_size: 10 })
    expect(refunds.list.length).toBeGreaterThan(0)
    for (const r of refunds.list) {
      const d = await call<{ shop_address: string }>('/api/orderrefund/detail', { token: buyer, order_goods_id: r.order_goods_id })
      expect(d.shop_address).toMatch(/^[\u4e00-\u9fff]+ [\u4e00-\u9fff]+ [\u4e00-\u9fff]+ \S+/)
      expect(d.shop_address).not.toContain(r.site_name)
    }
  })
})
