import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, isSorted, type ListBody, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('notices', () => {
  it('pages notices (pinned first, then newest) and returns one with its content', async () => {
    const res = await t.call<ListBody<{ id: number; title: string; create_time: number; is_top: number }>>('/api/notice/page', { page: 1, page_size: 5, receiving_type: 'web' })
    expect(res.data.count).toBeGreaterThan(0)
    expect(res.data.list.length).toBeLessThanOrEqual(5)
    const unpinned = res.data.list.filter((n) => n.is_top === 0)
    expect(isSorted(unpinned.map((n) => n.create_time), 'desc')).toBe(true)
    expect(isSorted(res.data.list.map((n) => n.is_top), 'desc')).toBe(true)
    const info = await t.call<{ id: number; title: string; content: string; create_time: number }>('/api/notice/info', { id: res.data.list[0]!.id })
    expect(info.data.title).toBe(res.data.list[0]!.title)
    expect(info.data.content.length).toBeGreaterThan(0)
    expect((await t.call('/api/notice/info', { id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/notice/info', { id: 'x' })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/notice/page', { page_size: 0 })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/notice/page', { page_size: 1000 })).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('help', () => {
  it('pages the articles of a class, returns an article and a class name', async () => {
    const cls = await t.handle.db.selectFrom('help_class').select(['class_id', 'class_name']).orderBy('sort').executeTakeFirstOrThrow()
    const res = await t.call<ListBody<{ id: number; title: string; class_id: number; create_time: number }>>('/api/help/page', { class_id: cls.class_id, page: 1, page_size: 10 })
    expect(res.data.count).toBeGreaterThan(0)
    expect(res.data.list.every((a) => a.class_id === cls.class_id)).toBe(true)
    const info = await t.call<{ id: number; title: string; content: string; class_name: string }>('/api/help/info', { id: res.data.list[0]!.id })
    expect(info.data.title).toBe(res.data.list[0]!.title)
    expect(info.data.class_name).toBe(cls.class_name)
    expect(info.data.content.length).toBeGreaterThan(0)
    const klass = await t.call<{ class_id: number; class_name: string }>('/api/helpclass/info', { class_id: cls.class_id })
    expect(klass.data.class_name).toBe(cls.class_name)
    const all = await t.call<ListBody>('/api/help/page', {})
    expect(all.data.count).toBeGreaterThanOrEqual(res.data.count)
    expect((await t.call<ListBody>('/api/help/page', { class_id: 999999 })).data.count).toBe(0)
    expect((await t.call('/api/help/info', { id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/helpclass/info', { class_id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/help/page', { class_id: 'x' })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/help/info', {})).error_code).toBe('PARAMETER_ERROR')
  })

  it('returns rich text as stored (the client sanitises it before display)', async () => {
    const art = await t.handle.db.selectFrom('help').select('id').orderBy('id').executeTakeFirstOrThrow()
    const stored = '<p>说明</p><img src=x onerror="alert(1)">'
    await t.handle.db.updateTable('help').set({ content: stored }).where('id', '=', art.id).execute()
    expect((await t.call<{ content: string }>('/api/help/info', { id: art.id })).data.content).toBe(stored)
  })
})
