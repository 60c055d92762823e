import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// 上海市-上海市-浦东新区; 北京市-北京市-朝阳区
const SH = { province_id: 310000, city_id: 310100, district_id: 310115 }
const BJ = { province_id: 110000, city_id: 110100, district_id: 110105 }
const addr = (extra: Record<string, unknown> = {}) => ({ name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', ...SH, ...extra })

interface Address {
  id: number
  name: string
  full_address: string
  is_default: number
}

describe('member addresses', () => {
  it('are login-forced', async () => {
    for (const path of ['page', 'info', 'add', 'edit', 'delete', 'setdefault']) {
      expect((await t.call(`/api/memberaddress/${path}`, { id: 1, ...addr() })).error_code).toBe('TOKEN_NOT_EXIST')
    }
  })

  it('add, list, info, edit, set default, delete', async () => {
    const m = await newMember(t)
    const first = await t.call<number>('/api/memberaddress/add', { token: m.token, ...addr(), full_address: '<script>ignored</script>' })
    expect(first.code).toBe(0)
    const info = await t.call<Address>('/api/memberaddress/info', { token: m.token, id: first.data })
    // the first address is the default; full_address comes from the region names
    expect(info.data).toMatchObject({ id: first.data, is_default: 1, full_address: '上海市-上海市-浦东新区' })
    const second = await t.call<number>('/api/memberaddress/add', { token: m.token, ...addr({ name: '李四', ...BJ }) })
    const page = await t.call<{ count: number; list: Address[] }>('/api/memberaddress/page', { token: m.token, page_size: 0 })
    expect(page.data.count).toBe(2)
    expect(page.data.list.map((a) => a.id)).toEqual([first.data, second.data])

    const edit = await t.call('/api/memberaddress/edit', { token: m.token, id: second.data, ...addr({ name: '李四四', ...BJ }) })
    expect(edit.code).toBe(0)
    expect((await t.call<Address>('/api/memberaddress/info', { token: m.token, id: second.data })).data).toMatchObject({ name: '李四四', full_address: '北京市-北京市-朝阳区', is_default: 0 })

    const refused = await t.call('/api/memberaddress/delete', { token: m.token, id: first.data })
    expect(refused.code).toBe(-10031)
    expect(refused.message).toContain('默认地址不能删除')
    expect((await t.call('/api/memberaddress/setdefault', { token: m.token, id: second.data })).code).toBe(0)
    const after = await t.call<{ list: Address[] }>('/api/memberaddress/page', { token: m.token, page_size: 0 })
    expect(after.data.list.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([second.data])
    expect((await t.call('/api/memberaddress/delete', { token: m.token, id: first.data })).code).toBe(0)
    expect((await t.call('/api/memberaddress/info', { token: m.token, id: first.data })).message).toBe('收货地址不存在')
  })

  it('validates fields with clear messages in both languages', async () => {
    const m = await newMember(t)
    const bad = await t.call('/api/memberaddress/add', { token: m.token, ...addr({ mobile: '12345' }) })
    expect(bad).toMatchObject({ code: -10006, message: '参数错误：手机号格式不正确' })
    const badEn = await t.call('/api/memberaddress/add', { token: m.token, lang: 'en-us', ...addr({ mobile: '12345' }) })
    expect(badEn.message).toBe('Invalid parameter: mobile number has the wrong format')
    expect((await t.call('/api/memberaddress/add', { token: m.token, ...addr({ name: '' }) })).message).toBe('参数错误：收货人不能为空')
    expect((await t.call('/api/memberaddress/add', { token: m.token, ...addr({ address: 'x'.repeat(101) }) })).code).toBe(-10006)
    const mismatch = await t.call('/api/memberaddress/add', { token: m.token, ...addr({ city_id: 110100 }) })
    expect(mismatch.message).toContain('不匹配')
    expect((await t.call('/api/memberaddress/add', { token: m.token, ...addr({ latitude: 200 }) })).code).toBe(-10006)
    expect((await t.call('/api/memberaddress/add', { token: m.token, ...addr({ telephone: '<b>' }) })).code).toBe(-10006)
    expect((await t.call<{ count: number }>('/api/memberaddress/page', { token: m.token })).data.count).toBe(0)
  })

  it("reads another member's address as not found", async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    const id = (await t.call<number>('/api/memberaddress/add', { token: a.token, ...addr() })).data
    await t.call('/api/memberaddress/add', { token: a.token, ...addr() })
    for (const path of ['info', 'delete', 'setdefault']) {
      expect((await t.call(`/api/memberaddress/${path}`, { token: b.token, id })).message, path).toBe('收货地址不存在')
    }
    expect((await t.call('/api/memberaddress/edit', { token: b.token, id, ...addr({ name: 'x' }) })).message).toBe('收货地址不存在')
    expect((await t.call<Address>('/api/memberaddress/info', { token: a.token, id })).data.name).toBe('王小明')
  })
})
