import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, topSku } from '../test/harness.ts'

// Reference §2.1 website/wapqrcode, §2.4 goodssku/goodsqrcode: `path.h5.img` is an image path of
// the server (a client shows imgDomain/ + path), not a data: URL.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('QR codes', () => {
  it('are relative image paths whose PNG encodes the page they open, in every size variant', async () => {
    const sku = await topSku(t)
    const answers = [
      await t.call<{ path: { h5: { img: string; url: string } } }>('/api/website/wapqrcode'),
      await t.call<{ path: { h5: { img: string; url: string } } }>('/api/goodssku/goodsqrcode', { sku_id: sku.sku_id }),
    ]
    for (const res of answers) {
      const { img, url } = res.data.path.h5
      expect(img).toMatch(/^qrcode\/[\w-]+\.png$/)
      const png = await get(`/${img}`)
      expect(png.statusCode, img).toBe(200)
      expect(png.headers['content-type']).toBe('image/png')
      // the same code a fresh encoder makes of the page address: the picture says what `url` says
      expect(png.rawPayload.equals(await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }))).toBe(true)
      const widths = []
      for (const size of ['small', 'mid', 'big']) {
        const variant = await get(`//${img.replace(/\.png$/, `_${size}.png`)}`)
        expect(variant.statusCode, size).toBe(200)
        expect(variant.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
        widths.push(variant.rawPayload.readUInt32BE(16))
      }
      expect(widths).toEqual([120, 240, 480])
      const again = await get(`/${img}`)
      expect((await get(`/${img}`)).headers.etag).toBe(again.headers.etag)
    }
  })

  it('are 404 for anything else, and for a sku that is not on sale', async () => {
    const off = await t.handle.db.selectFrom('goods_sku').select('sku_id').where('on_sale', '=', false).executeTakeFirst()
    const bad = ['/qrcode/other.png', '/qrcode/sku-0.png', '/qrcode/sku-99999999.png', '/qrcode/wap.svg', '/qrcode/wap_huge.png', '/qrcode/sku-1x.png']
    if (off) bad.push(`/qrcode/sku-${off.sku_id}.png`)
    for (const url of bad) expect((await get(url)).statusCode, url).toBe(404)
    expect((await t.call('/api/goodssku/goodsqrcode', { sku_id: 99999999 })).error_code).toBe('NOT_FOUND')
  })
})
