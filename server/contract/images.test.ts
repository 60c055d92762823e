import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, tokenOf, topSku } from '../test/harness.ts'
import { up as relativeImagePaths } from '../db/migrations/011_relative_image_paths.ts'

// Reference §4.1 `$img(path, {size})`: image paths are relative to the image domain (a client joins
// `imgDomain + '/' + path`), and every picture exists in the `_big`, `_mid` and `_small` variants
// inserted before the extension. A doubled leading slash (`//img/…`, what a client makes of a
// path that starts with '/') answers like the single one.

let t: TestApp
let buyer = ''
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(async () => {
  await t.close()
})

const IMAGE_KEYS = new Set([
  'sku_image', 'sku_images', 'goods_image', 'logo', 'avatar', 'banner', 'adv_image', 'image', 'image_adv', 'image_url',
  'headimg', 'member_headimg', 'images', 'again_images', 'link_pic', 'pc_icon', 'img_url', 'web_qrcode', 'img',
])
const isImageKey = (key: string) => IMAGE_KEYS.has(key) || /^default_.*img$/.test(key)

/** every image path in an answer, with where it was found; floors' picture slots ({type:'img', value:{url}}) too */
function imagePaths(value: unknown, where: string, out: Array<[string, string]>) {
  if (Array.isArray(value)) value.forEach((v, i) => imagePaths(v, `${where}[${i}]`, out))
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    const pictureSlot = obj.type === 'img' && obj.value && typeof obj.value === 'object'
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === 'string' && v && isImageKey(k)) for (const p of v.split(',')) out.push([p, `${where}.${k}`])
      else if (pictureSlot && k === 'value') {
        const url = (v as { url?: unknown }).url
        if (typeof url === 'string' && url) out.push([url, `${where}.value.url`])
      } else imagePaths(v, `${where}.${k}`, out)
    }
  }
  return out
}

async function answers(): Promise<Array<[string, unknown]>> {
  const sku = await topSku(t)
  const calls: Array<[string, Record<string, unknown>]> = [
    ['/api/website/info', {}],
    ['/api/config/defaultimg', {}],
    ['/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
    ['/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' }],
    ['/api/adv/detail', { keyword: 'NS_PC_LOGIN' }],
    ['/api/shopservice/lists', {}],
    ['/api/pc/friendlyLink', {}],
    ['/api/pc/floatLayer', {}],
    ['/api/pc/floors', {}],
    ['/api/goodscategory/tree', { level: 3, template: 2 }],
    ['/api/goodssku/page', { page_size: 12 }],
    ['/api/goodssku/detail', { sku_id: sku.sku_id }],
    ['/api/goodssku/info', { sku_id: sku.sku_id }],
    ['/api/goodsbrand/page', { page_size: 10 }],
    ['/api/goodscategory/relevanceinfo', { category_id: sku.category_id_1 }],
    ['/api/goodsevaluate/page', { goods_id: sku.goods_id, page_size: 20 }],
    ['/api/shop/page', { page_size: 5 }],
    ['/api/shop/info', { site_id: sku.site_id }],
    ['/api/member/detail', { token: buyer }],
    ['/api/goodscollect/page', { token: buyer }],
    ['/api/goodsbrowse/page', { token: buyer }],
    ['/api/shopmember/membershoppages', { token: buyer }],
  ]
  const out: Array<[string, unknown]> = []
  for (const [path, body] of calls) {
    const res = await t.call(path, body)
    expect(res.code, path).toBe(0)
    out.push([path, res.data])
  }
  return out
}

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('image paths', () => {
  it('are relative in every answer that carries pictures (no leading /)', async () => {
    const found: Array<[string, string]> = []
    for (const [path, data] of await answers()) imagePaths(data, path, found)
    expect(found.length).toBeGreaterThan(100)
    const absolute = found.filter(([p]) => p.startsWith('/'))
    expect(absolute.map(([p, where]) => `${where}: ${p}`)).toEqual([])
    for (const [p, where] of found) expect(p, where).toMatch(/^(img|qrcode)\/[\w./-]+\.(svg|png)$/)
  })

  it('are served at imgDomain/path, in the _big, _mid and _small variants, and at a doubled leading slash', async () => {
    const found: Array<[string, string]> = []
    for (const [path, data] of await answers()) imagePaths(data, path, found)
    // one path per kind of picture (img/<kind>/…) and name pattern keeps this quick
    const byPattern = new Map<string, string>()
    for (const [p] of found) byPattern.set(p.replace(/\d+/g, 'N'), p)
    expect(byPattern.size).toBeGreaterThan(15)
    for (const p of byPattern.values()) {
      const variants = ['', '_big', '_mid', '_small'].map((s) => p.replace(/(\.[a-z]+)$/, `${s}$1`))
      for (const v of variants) {
        for (const url of [`/${v}`, `//${v}`]) {
          const res = await get(url)
          expect(res.statusCode, url).toBe(200)
          expect(String(res.headers['content-type']), url).toMatch(/^image\//)
        }
      }
    }
  })

  it('keep pictures inside HTML (goods_content) site-absolute: a browser resolves them from the page', async () => {
    const sku = await topSku(t)
    const res = await t.call<{ goods_sku_detail: { goods_content: string } }>('/api/goodssku/detail', { sku_id: sku.sku_id })
    const srcs = [...res.data.goods_sku_detail.goods_content.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!)
    expect(srcs.length).toBeGreaterThan(0)
    for (const src of srcs) {
      expect(src).toMatch(/^\/img\//)
      expect((await get(src)).statusCode).toBe(200)
    }
  })

  it('a doubled slash reaches the API as well, and unknown pictures stay 404', async () => {
    expect((await t.app.inject({ method: 'POST', url: '//api/website/info', payload: {} })).json()).toMatchObject({ code: 0 })
    expect((await get('//img/goods/99999999_mid.svg')).statusCode).toBe(404)
    expect((await get('/img/goods/1_huge.svg')).statusCode).toBe(404)
  })
})

describe('databases seeded before relative paths', () => {
  it('have their stored paths made relative by migration 011 (single paths, comma lists, JSON settings)', async () => {
    const db = t.handle.db
    const sku = await topSku(t)
    await db.updateTable('shop').set({ logo: '/img/shop/logo-1.svg' }).where('site_id', '=', 1).execute()
    await db.updateTable('goods_sku').set({ sku_images: '/img/goods/1.svg,/img/goods/1-1.svg' }).where('sku_id', '=', sku.sku_id).execute()
    await db.updateTable('site_config').set({ value: JSON.stringify({ default_goods_img: '/img/default/goods.svg' }) }).where('key', '=', 'default_img').execute()
    await t.handle.exec(relativeImagePaths)
    expect((await db.selectFrom('shop').select('logo').where('site_id', '=', 1).executeTakeFirstOrThrow()).logo).toBe('img/shop/logo-1.svg')
    expect((await db.selectFrom('goods_sku').select('sku_images').where('sku_id', '=', sku.sku_id).executeTakeFirstOrThrow()).sku_images)
      .toBe('img/goods/1.svg,img/goods/1-1.svg')
    const config = await db.selectFrom('site_config').select('value').where('key', '=', 'default_img').executeTakeFirstOrThrow()
    expect(config.value).toEqual({ default_goods_img: 'img/default/goods.svg' })
  })
})
