import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ensureBasics, newMember, tokenOf, topSku, type ListBody, type TestApp } from '../../test/harness.ts'
import { beijingDay } from './ledger.ts'
import { ledgerMismatches } from './ledger-check.ts'

let t: TestApp
let buyer: string

beforeAll(async () => {
  t = await createTestApp()
  await ensureBasics(t)
  buyer = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa5f1b5a30000000049454e44ae426082', 'hex')

function multipart(file: { name: string; type: string; data: Buffer }, token?: string) {
  const boundary = '----bazaar' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = []
  if (token) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`))
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`))
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
async function upload(token: string | undefined, file: { name: string; type: string; data: Buffer }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/headimg', ...multipart(file, token) })
  return res.json() as { code: number; message: string; error_code?: string; data: { pic_path: string } }
}

describe('seeded ledger', () => {
  it('every member’s totals equal the sum of their ledger rows', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([])
  })

  it('buyer: 178.80 in two buckets, points and their rows', async () => {
    const info = await t.call<{ balance: string; balance_money: string; total: string }>('/api/memberaccount/info', { token: buyer, account_type: 'balance,balance_money' })
    expect(info.data).toEqual({ balance: '50.00', balance_money: '128.80', total: '178.80' })
    expect((await t.call('/api/memberaccount/info', { token: buyer, account_type: 'point' })).data).toEqual({ point: 1260 })
    const page = await t.call<ListBody<{ account_type: string; account_data: string; type_name: string; related_id: string }>>('/api/memberaccount/page', { token: buyer, account_type: 'balance', page_size: 50 })
    expect(page.data.count).toBeGreaterThanOrEqual(8)
    expect(new Set(page.data.list.map((r) => r.account_type))).toEqual(new Set(['balance', 'balance_money']))
    expect(page.data.list.find((r) => r.related_id === 'WD20260002' && r.account_data === '30.00')?.type_name).toBe('提现退回')
    const points = await t.call<ListBody<{ account_data: number }>>('/api/memberaccount/page', { token: buyer, account_type: 'point', page_size: 100 })
    expect(points.data.list.reduce((a, r) => a + r.account_data, 0)).toBe(1260)
    const en = await t.call<ListBody<{ type_name: string; from_type: string }>>('/api/memberaccount/page', { token: buyer, account_type: 'point', from_type: 'signin', lang: 'en-us' })
    expect(en.data.count).toBe(3)
    expect(en.data.list[0]!.type_name).toBe('Daily sign-in')
  })

  it('refuses a bad account type and needs a login', async () => {
    expect((await t.call('/api/memberaccount/page', { token: buyer, account_type: 'cash' })).code).toBe(-10006)
    expect((await t.call('/api/memberaccount/info', { token: buyer, account_type: 'x' })).code).toBe(-10006)
    expect((await t.call('/api/memberaccount/info', {})).error_code).toBe('TOKEN_NOT_EXIST')
    const m = await newMember(t)
    const page = await t.call<ListBody>('/api/memberaccount/page', { token: m.token, account_type: 'balance' })
    expect(page.data).toEqual({ count: 0, page_count: 1, list: [] })
  })
})

describe('my coupons', () => {
  it('shop and platform coupons in every state; unused past the end reads as expired', async () => {
    const counts: Record<string, number> = {}
    for (const path of ['/coupon/api/coupon/memberpage', '/platformcoupon/api/platformcoupon/memberpage']) {
      for (const state of [1, 2, 3]) {
        const res = await t.call<ListBody<{ state: number; end_time: number; coupon_name: string }>>(path, { token: buyer, state, page_size: 50 })
        expect(res.code).toBe(0)
        counts[`${path.split('/')[1]}:${state}`] = res.data.count
        for (const c of res.data.list) expect(c.state).toBe(state)
        if (state === 1) for (const c of res.data.list) expect(c.end_time === 0 || c.end_time > t.clock.now()).toBe(true)
      }
    }
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(0)
    const expired = await t.call<ListBody<{ coupon_name: string }>>('/coupon/api/coupon/memberpage', { token: buyer, state: 3 })
    expect(expired.data.list.map((c) => c.coupon_name)).toContain('数码旗舰店 满300减20')
    const used = await t.call<ListBody<{ order_no: string; platformcoupon_name: string }>>('/platformcoupon/api/platformcoupon/memberpage', { token: buyer, state: 2 })
    expect(used.data.list[0]!.order_no).toMatch(/^BZ/)
    // the member centre's count follows the same rule
    const unused = await t.call<number>('/api/member/couponnum', { token: buyer, state: 1 })
    expect(unused.data).toBe(counts['coupon:1']! + counts['platformcoupon:1']!)
  })

  it('another member sees none of them; bad state refused', async () => {
    const m = await newMember(t)
    expect((await t.call<ListBody>('/coupon/api/coupon/memberpage', { token: m.token, state: 1 })).data.count).toBe(0)
    expect((await t.call('/coupon/api/coupon/memberpage', { token: m.token, state: 4 })).code).toBe(-10006)
  })
})

describe('profile', () => {
  it('nickname: trimmed, required, bounded', async () => {
    const m = await newMember(t)
    expect((await m.call('/api/member/modifynickname', { nickname: '  小李  ' })).code).toBe(0)
    expect((await m.call<{ nickname: string }>('/api/member/info')).data.nickname).toBe('小李')
    expect((await m.call('/api/member/modifynickname', { nickname: '   ' })).message).toBe('昵称不能为空')
    expect((await m.call('/api/member/modifynickname', { nickname: '长'.repeat(21) })).code).toBe(-10006)
    expect((await m.call('/api/member/modifynickname', { nickname: 'a\u0000b' })).code).toBe(-10006)
  })

  it('avatar: an image by content, size-limited, then only the member’s own path', async () => {
    const m = await newMember(t)
    const other = await newMember(t)
    const ok = await upload(m.token, { name: 'me.txt', type: 'text/plain', data: png })
    expect(ok.code).toBe(0)
    expect(ok.data.pic_path).toMatch(new RegExp(`^img/upload/headimg/${m.memberId}_[a-f0-9]{16}\\.png$`))
    // a text file named .png is refused; so is an SVG (scripts) and a too-large image
    expect((await upload(m.token, { name: 'x.png', type: 'image/png', data: Buffer.from('hello') })).code).toBe(-10080)
    expect((await upload(m.token, { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })).code).toBe(-10080)
    expect((await upload(m.token, { name: 'big.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(1024 * 1024)]) })).code).toBe(-10081)
    expect((await upload(undefined, { name: 'me.png', type: 'image/png', data: png })).error_code).toBe('TOKEN_NOT_EXIST')
    // another member cannot take the path, nor can a foreign URL be set
    expect((await other.call('/api/member/modifyheadimg', { headimg: ok.data.pic_path })).code).toBe(-10006)
    expect((await m.call('/api/member/modifyheadimg', { headimg: 'https://evil.example/a.png' })).code).toBe(-10006)
    expect((await m.call('/api/member/modifyheadimg', { headimg: ok.data.pic_path })).code).toBe(0)
    expect((await m.call<{ headimg: string }>('/api/member/detail')).data.headimg).toBe(ok.data.pic_path)
    const served = await t.app.inject({ method: 'GET', url: `/${ok.data.pic_path.replace('.png', '_mid.png')}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(png)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/img/upload/headimg/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404)
    // a malformed multipart body answers the envelope
    const broken = await t.app.inject({ method: 'POST', url: '/api/upload/headimg', payload: 'nonsense', headers: { 'content-type': 'multipart/form-data; boundary=zz' } })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().code).toBe(-10006)
  })
})

describe('footprint days', () => {
  it('rows carry their day; a day is deleted at once, only the member’s own', async () => {
    const m = await newMember(t)
    const other = await newMember(t)
    const sku = await topSku(t)
    expect((await m.call('/api/goodsbrowse/add', { sku_id: sku.sku_id })).code).toBe(0)
    expect((await other.call('/api/goodsbrowse/add', { sku_id: sku.sku_id })).code).toBe(0)
    const page = await m.call<ListBody<{ browse_day: string }>>('/api/goodsbrowse/page')
    const day = beijingDay(t.clock.now())
    expect(page.data.list[0]!.browse_day).toBe(day)
    expect((await m.call('/api/goodsbrowse/deleteday', { day: '2001-01-01' })).error_code).toBe('NOT_FOUND')
    expect((await m.call('/api/goodsbrowse/deleteday', { day: 'yesterday' })).code).toBe(-10006)
    expect((await m.call<number>('/api/goodsbrowse/deleteday', { day })).data).toBe(1)
    expect((await m.call<ListBody>('/api/goodsbrowse/page')).data.count).toBe(0)
    expect((await other.call<ListBody>('/api/goodsbrowse/page')).data.count).toBe(1)
  })

  it('the buyer’s footprints span several days', async () => {
    const page = await t.call<ListBody<{ browse_day: string }>>('/api/goodsbrowse/page', { token: buyer, page_size: 100 })
    expect(new Set(page.data.list.map((r) => r.browse_day)).size).toBeGreaterThanOrEqual(4)
  })
})
