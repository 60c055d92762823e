import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { escapeXml } from './svg.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('generated images', () => {
  it('every image path the seed stores is served as SVG', async () => {
    const db = t.handle.db
    const [goods, shop, category, brand, adv, link, service, member] = await Promise.all([
      db.selectFrom('goods').select(['goods_image']).orderBy('goods_id').limit(3).execute(),
      db.selectFrom('shop').select(['logo', 'avatar', 'banner']).limit(2).execute(),
      db.selectFrom('goods_category').select(['image', 'image_adv']).where('level', '=', 1).limit(2).execute(),
      db.selectFrom('goods_brand').select(['image_url', 'banner']).limit(2).execute(),
      db.selectFrom('adv').select(['adv_image']).execute(),
      db.selectFrom('friendly_link').select(['link_pic']).limit(1).execute(),
      db.selectFrom('shop_service').select(['pc_icon']).limit(1).execute(),
      db.selectFrom('member').select(['headimg']).where('headimg', '!=', '').limit(1).execute(),
    ])
    const paths = [
      ...goods.flatMap((g) => g.goods_image.split(',')),
      ...shop.flatMap((s) => [s.logo, s.avatar, s.banner]),
      ...category.flatMap((c) => [c.image, c.image_adv]),
      ...brand.flatMap((b) => [b.image_url, b.banner]),
      ...adv.map((a) => a.adv_image),
      link[0]!.link_pic, service[0]!.pc_icon, member[0]!.headimg,
      '/img/site/logo.svg', '/img/site/qrcode.svg', '/img/adv/FLOAT-1.svg', '/img/adv/FLOOR-1.svg',
    ]
    const defaults = (await t.call<Record<string, string>>('/api/config/defaultimg')).data
    paths.push(...Object.values(defaults))
    for (const path of paths) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
      expect(res.body.startsWith('<svg') || res.body.startsWith('<?xml')).toBe(true)
      expect(res.body).toContain('</svg>')
    }
  })
  it('size variants scale the same picture', async () => {
    const mid = await get('/img/goods/12_mid.svg')
    expect(mid.statusCode).toBe(200)
    expect(mid.body).toContain('width="400"')
    for (const size of ['small', 'big']) expect((await get(`/img/goods/12_${size}.svg`)).statusCode).toBe(200)
    expect((await get('/img/shop/logo-1_small.svg')).statusCode).toBe(200)
  })
  it('is deterministic and answers 304 to a matching ETag', async () => {
    const a = await get('/img/goods/7-2.svg')
    const b = await get('/img/goods/7-2.svg')
    expect(a.body).toBe(b.body)
    const again = await get('/img/goods/7-2.svg', { 'if-none-match': a.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
  it('shows the goods name (escaped) and differs per goods', async () => {
    const row = await t.handle.db.selectFrom('goods').select(['goods_id']).orderBy('goods_id').limit(2).execute()
    const [a, b] = await Promise.all(row.map((r) => get(`/img/goods/${r.goods_id}.svg`)))
    expect(a!.body).not.toBe(b!.body)
    const brand = await t.handle.db.selectFrom('goods_brand').select(['brand_id']).orderBy('brand_id').limit(1).executeTakeFirstOrThrow()
    await t.handle.db.updateTable('goods_brand').set({ brand_name: '<script>alert("x")</script>&' }).where('brand_id', '=', brand.brand_id).execute()
    const res = await get(`/img/brand/${brand.brand_id}_big.svg`)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>')
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;')
  })
  it('404 for unknown or malformed paths', async () => {
    for (const url of [
      '/img/goods/99999999.svg',
      '/img/goods/abc.svg',
      '/img/goods/1.png',
      '/img/goods/1-0.svg',
      '/img/goods/1_huge.svg',
      '/img/shop/logo-999999.svg',
      '/img/shop/icon-1.svg',
      '/img/nope/1.svg',
      '/img/constructor/1.svg',
      '/img/__proto__/1.svg',
      '/img/adv/NO_SUCH-1.svg',
      '/img/adv/ns_pc_index-1.svg',
      '/img/default/secret.svg',
      `/img/goods/${'1'.repeat(80)}.svg`,
      '/img/goods/%3Cscript%3E.svg',
      '/img/goods/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).not.toMatch(/svg/)
      expect(res.body).not.toContain('<script>')
    }
  })
  it('escapeXml escapes every markup character', () => {
    expect(escapeXml(`<a href="x" b='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; b=&apos;y&apos;&gt;&amp;&lt;/a&gt;')
  })
})
