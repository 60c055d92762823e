import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../http/auth.ts'
import { verifyPassword } from '../../http/password.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { BUYER_PAY_PASSWORD } from './checkout.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface Payment {
  member_address: { full_address: string; is_default: number } | null
  member_account: { balance_total: string; is_pay_password: number }
  platform_coupon_list: unknown[]
  shop_goods_list: Record<string, { express_type: Array<{ name: string; store_list?: unknown[] }>; coupon_list: unknown[] }>
}

describe('checkout demo data', () => {
  it('the buyer can try every delivery type, coupons and balance with the pay password at once', async () => {
    const db = t.handle.db
    const buyer = await db.selectFrom('member').select(['member_id', 'pay_password_hash']).where('username', '=', 'buyer').executeTakeFirstOrThrow()
    expect(await verifyPassword(BUYER_PAY_PASSWORD, buyer.pay_password_hash)).toBe(true)
    const token = await issueToken(db, buyer.member_id, 1, t.app.deps.clock)
    const types = new Set<string>()
    for (const site of [1, 2, 3, 5, 15]) {
      const sku = await db.selectFrom('goods_sku').select(['sku_id']).where('site_id', '=', site).where('on_sale', '=', true).where('stock', '>', 2).orderBy('sku_id').limit(1).executeTakeFirstOrThrow()
      const res = await t.call<Payment>('/api/ordercreate/payment', { token, sku_id: sku.sku_id, num: 1 })
      expect(res.code, `shop ${site}`).toBe(0)
      expect(res.data.member_address).toMatchObject({ is_default: 1, full_address: '上海市-上海市-浦东新区' })
      expect(res.data.member_account.is_pay_password).toBe(1)
      expect(Number(res.data.member_account.balance_total)).toBeGreaterThan(0)
      for (const e of res.data.shop_goods_list[String(site)]!.express_type) {
        types.add(e.name)
        if (e.name === 'store') expect(e.store_list!.length).toBeGreaterThan(0)
      }
      if (site === 2) expect(res.data.shop_goods_list['2']!.coupon_list.length).toBeGreaterThan(0)
      expect(res.data.platform_coupon_list.length).toBeGreaterThan(0)
    }
    expect([...types].sort()).toEqual(['express', 'local', 'store'])
    const addresses = await t.call<{ count: number }>('/api/memberaddress/page', { token, page_size: 0 })
    expect(addresses.data.count).toBeGreaterThanOrEqual(2)
  })
})
