import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { runCommand } from '../../ops/commands.ts'
import { createTestApp, newMember, type TestApp, type TestMember } from '../../test/harness.ts'
import { explainOf } from './evaluate.ts'
import { makeOrder } from './test-orders.ts'

const clock = testClock()
let t: TestApp
const db = () => t.db

beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const b = 'bazaarboundary'
  const chunks: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  if (file) {
    chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`), file.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${b}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${b}` } }
}
async function upload(token: string | null, file?: { name: string; data: Buffer; type?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/evaluateimg', ...multipart(token ? { token } : {}, file) })
  return res.json() as { code: number; message: string; data: { pic_path: string } | null }
}

describe('upload/evaluateimg', () => {
  it('stores an image checked by its bytes under the data dir and serves it back; refuses other files, big files and visitors', async () => {
    const m = await newMember(t)
    const ok = await upload(m.token, { name: 'a.txt', data: PNG, type: 'text/plain' })
    expect(ok.code, ok.message).toBe(0)
    expect(ok.data!.pic_path).toMatch(/^upload\/evaluate\/\d{8}_[0-9a-f]{24}\.png$/)
    expect(readFileSync(join(t.app.deps.config.dataDir, ok.data!.pic_path)).equals(PNG)).toBe(true)
    const served = await t.app.inject({ method: 'GET', url: `/${ok.data!.pic_path}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect((await upload(m.token, { name: 'x.png', data: Buffer.from('<svg onload=alert(1)>') })).code).toBe(-10110)
    expect((await upload(m.token, { name: 'x.png', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) })).code).toBeLessThan(0)
    expect((await upload(m.token)).message).toBe('请选择要上传的图片')
    expect((await upload(null, { name: 'a.png', data: PNG })).code).toBe(-1)
    for (const url of ['/upload/evaluate/../../package.json', '/upload/evaluate/20260101_000000000000000000000000.png', '/upload/evaluate/x.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })
})

async function reviewable(m: TestMember) {
  const o = await makeOrder(db(), { memberId: m.memberId, status: 4, lines: [3000, 2000], now: clock.now() })
  return o
}

describe('reviews', () => {
  it('evluateinfo → add (once, every line, own images only) → shows on the goods page → again (once) → out of the to-review tab', async () => {
    const m = await newMember(t)
    const o = await reviewable(m)
    const info = await m.call<{ evaluate_status: number; list: Array<{ order_goods_id: number; goods_id: number; sku_id: number }> }>('/api/order/evluateinfo', { order_id: o.order_id })
    expect(info.data.evaluate_status).toBe(0)
    expect(info.data.list).toHaveLength(2)
    const pic = (await upload(m.token, { name: 'p.png', data: PNG })).data!.pic_path
    const items = info.data.list.map((l, i) => ({ order_goods_id: l.order_goods_id, goods_id: l.goods_id, sku_id: l.sku_id, content: i ? '还不错' : '质量很好，物流很快 <script>x</script>', images: i ? '' : pic, scores: i ? 3 : 5 }))
    const other = await newMember(t)
    expect((await other.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items) })).message).toBe('订单不存在')
    expect((await other.call('/api/order/evluateinfo', { order_id: o.order_id })).message).toBe('订单不存在')
    for (const bad of ['not json', JSON.stringify([items[0]]), JSON.stringify([{ ...items[0], images: 'http://evil/x.png' }, items[1]]), JSON.stringify([{ ...items[0], content: '' }, items[1]]), JSON.stringify([items[0], items[0]])]) {
      expect((await m.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: bad })).code, bad).toBe(-10006)
    }
    expect((await m.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: items[0]!.order_goods_id, again_content: '追评' }]) })).code).toBe(-10124)
    const goodsId = items[0]!.goods_id
    const countBefore = (await t.call<{ count: number }>('/api/goodsevaluate/page', { goods_id: goodsId, page: 1, page_size: 5 })).data.count
    const add = await m.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items), is_anonymous: 1, shop_desccredit: 5, shop_servicecredit: 4, shop_deliverycredit: 5 })
    expect(add.code, add.message).toBe(0)
    expect((await m.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items) })).code).toBe(-10122)
    const page = await t.call<{ count: number; list: Array<{ content: string; images: string; member_name: string; explain_type: number }> }>('/api/goodsevaluate/page', { goods_id: goodsId, page: 1, page_size: 5 })
    expect(page.data.count).toBe(countBefore + 1)
    expect(page.data.list[0]).toMatchObject({ content: '质量很好，物流很快 <script>x</script>', images: pic, explain_type: 1 })
    expect(page.data.list[0]!.member_name).toContain('***')
    const again = [{ order_goods_id: items[0]!.order_goods_id, again_content: '用了一周，依然满意', again_images: pic }]
    expect((await other.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: again })).message).toBe('订单不存在')
    expect((await m.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: [{ ...again[0], order_goods_id: 999_999 }] })).code).toBe(-10006)
    expect((await m.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: again })).code).toBe(0)
    expect((await m.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: again })).code).toBe(-10123)
    const row = await db().selectFrom('orders').select(['evaluate_status', 'is_evaluate']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow()
    expect(row).toEqual({ evaluate_status: 2, is_evaluate: 0 })
    expect((await m.call<{ count: number }>('/api/order/lists', { order_status: 'waitrate' })).data.count).toBe(0)
  })

  it('a review keeps the stars the shopper chose: 4 stars show as 4 on the goods page (good), 3 medium, 2 bad — whatever explain_type the client sent', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 4, lines: [3000, 2000, 1000], now: clock.now() })
    const info = await m.call<{ list: Array<{ order_goods_id: number; goods_id: number }> }>('/api/order/evluateinfo', { order_id: o.order_id })
    const stars = [4, 3, 2]
    // an old client sends explain_type 1 with every review: the stars decide
    const items = info.data.list.map((l, i) => ({ order_goods_id: l.order_goods_id, content: `${stars[i]} 星`, scores: stars[i], explain_type: 1 }))
    expect((await m.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items) })).code).toBe(0)
    for (const [i, l] of info.data.list.entries()) {
      const page = await t.call<{ list: Array<{ content: string; scores: number; explain_type: number }> }>('/api/goodsevaluate/page', { goods_id: l.goods_id, page: 1, page_size: 5 })
      expect(page.data.list.find((r) => r.content === `${stars[i]} 星`)).toMatchObject({ scores: stars[i], explain_type: [1, 2, 3][i] })
    }
    const again = await m.call<{ list: Array<{ evaluate: { scores: number } | null }> }>('/api/order/evluateinfo', { order_id: o.order_id })
    expect(again.data.list.map((l) => l.evaluate?.scores)).toEqual(stars)
    // a client that sends only explain_type (the reference's 好评/中评/差评) still gets matching stars
    const m2 = await newMember(t)
    const o2 = await makeOrder(db(), { memberId: m2.memberId, status: 4, lines: [1000], now: clock.now() })
    const line = (await m2.call<{ list: Array<{ order_goods_id: number; goods_id: number }> }>('/api/order/evluateinfo', { order_id: o2.order_id })).data.list[0]!
    expect((await m2.call('/api/goodsevaluate/add', { order_id: o2.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: line.order_goods_id, content: '中评', explain_type: 2 }]) })).code).toBe(0)
    const page = await t.call<{ list: Array<{ content: string; scores: number; explain_type: number }> }>('/api/goodsevaluate/page', { goods_id: line.goods_id, page: 1, page_size: 5 })
    expect(page.data.list.find((r) => r.content === '中评')).toMatchObject({ scores: 3, explain_type: 2 })
  })

  it('the seeded reviews\u2019 stars match their good / medium / bad', async () => {
    const rows = await db().selectFrom('goods_evaluate').select(['explain_type', 'scores']).execute()
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.filter((r) => explainOf(r.scores) !== r.explain_type)).toEqual([])
  })

  it('an order not received yet, or whose window closed, cannot be reviewed', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 3, now: clock.now() })
    expect((await m.call('/api/order/evluateinfo', { order_id: o.order_id })).code).toBe(-10121)
    const items = [{ order_goods_id: o.lines[0]!.order_goods_id, content: '好' }]
    expect((await m.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items) })).code).toBe(-10121)
  })
})

describe('verify desk', () => {
  it('a verifier sees and uses only their shop’s codes, once; the pickup order is then picked up, the virtual one complete', async () => {
    const buyer = await newMember(t)
    const staff = await newMember(t)
    const outsider = await newMember(t)
    const pickup = await makeOrder(db(), { memberId: buyer.memberId, type: 2, status: 2, siteId: 1, now: clock.now() })
    const virtual = await makeOrder(db(), { memberId: buyer.memberId, type: 4, status: 4, siteId: 1, now: clock.now() })
    const elsewhere = await makeOrder(db(), { memberId: buyer.memberId, type: 2, status: 2, siteId: 2, now: clock.now() })
    expect(await runCommand(t.app.deps, 'verifier:add', [staff.username, '1'])).toMatch(/verifies for/)
    expect((await staff.call('/api/verify/checkisverifier')).data).toBe(true)
    expect((await outsider.call('/api/verify/checkisverifier')).data).toBe(false)
    expect((await staff.call('/api/verify/getVerifyType')).data).toEqual({ pickup: { name: '订单自提' }, virtualgoods: { name: '虚拟商品' } })
    const info = await staff.call<{ verify_type: string; is_verify: number; item_array: unknown[]; remark_array: Array<{ title: string; value: string }>; site_name: string }>('/api/verify/verifyInfo', { verify_code: pickup.code })
    expect(info.data).toMatchObject({ verify_type: 'pickup', is_verify: 0 })
    expect(info.data.item_array).toHaveLength(1)
    expect(info.data.remark_array.find((r) => r.title === '手机号')!.value).toBe('138****8000')
    for (const who of [outsider, buyer]) expect((await who.call('/api/verify/verifyInfo', { verify_code: pickup.code })).message).toBe('核销码不存在')
    expect((await staff.call('/api/verify/verifyInfo', { verify_code: elsewhere.code })).message).toBe('核销码不存在')
    expect((await staff.call('/api/verify/verify', { verify_code: elsewhere.code })).message).toBe('核销码不存在')
    expect((await outsider.call('/api/verify/verify', { verify_code: pickup.code })).message).toBe('核销码不存在')
    for (const bad of ['', 'abc', '1'.repeat(30), "1' or '1'='1"]) expect((await staff.call('/api/verify/verifyInfo', { verify_code: bad })).code).toBe(-10006)
    expect((await staff.call('/api/verify/lists', { verify_type: 'other' })).code).toBe(-10006)

    const both = await Promise.all([staff.call('/api/verify/verify', { verify_code: pickup.code }), staff.call('/api/verify/verify', { verify_code: pickup.code })])
    expect(both.map((r) => r.code).sort()).toEqual([-10101, 0])
    expect((await db().selectFrom('orders').select(['order_status', 'is_evaluate']).where('order_id', '=', pickup.order_id).executeTakeFirstOrThrow())).toEqual({ order_status: 4, is_evaluate: 1 })
    expect((await staff.call('/api/verify/verify', { verify_code: virtual.code })).code).toBe(0)
    expect((await db().selectFrom('orders').select('order_status').where('order_id', '=', virtual.order_id).executeTakeFirstOrThrow()).order_status).toBe(10)
    const detail = await buyer.call<{ order_status_name: string; is_verify: number; delivery_code: string; pickup: string }>('/api/order/detail', { order_id: pickup.order_id })
    expect(detail.data).toMatchObject({ order_status_name: '已提货', is_verify: 1, delivery_code: pickup.code, pickup: `qrcode/verify-${pickup.code}.png` })
    const v = await buyer.call<{ virtual_goods: { is_veirfy: number; verify_time: number } }>('/api/order/detail', { order_id: virtual.order_id })
    expect(v.data.virtual_goods).toMatchObject({ is_veirfy: 1, verify_time: clock.now() })
    const qr = await t.app.inject({ method: 'GET', url: `/qrcode/verify-${pickup.code}.png` })
    expect(qr.headers['content-type']).toBe('image/png')
    const records = await staff.call<{ count: number; list: Array<{ verify_code: string; item_array: unknown[]; verifier_name: string }> }>('/api/verify/lists', { verify_type: 'pickup' })
    // newest first, after the demo data's records of shop 1
    expect(records.data.count).toBeGreaterThanOrEqual(1)
    expect(records.data.list[0]).toMatchObject({ verify_code: pickup.code })
    expect((await outsider.call<{ count: number }>('/api/verify/lists', { verify_type: 'pickup' })).data.count).toBe(0)
  })

  it('a code of a closed (refunded) order cannot be used', async () => {
    const buyer = await newMember(t)
    const staff = await newMember(t)
    await runCommand(t.app.deps, 'verifier:add', [staff.username, '1'])
    const o = await makeOrder(db(), { memberId: buyer.memberId, type: 2, status: 2, siteId: 1, now: clock.now() })
    await db().updateTable('orders').set({ order_status: -1 }).where('order_id', '=', o.order_id).execute()
    expect((await staff.call('/api/verify/verify', { verify_code: o.code })).code).toBe(-10102)
    expect((await db().selectFrom('verify_code').select('is_verify').where('verify_code', '=', o.code).executeTakeFirstOrThrow()).is_verify).toBe(0)
  })
})
