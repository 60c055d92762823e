import { createHash } from 'node:crypto'
import QRCode from 'qrcode'
import type { Database } from '../../db/index.ts'

// QR codes as images of the server (reference §2.1 website/wapqrcode, §2.4 goodssku/goodsqrcode:
// `path.h5.img` is an image path a client prefixes with imgDomain/): PNGs at
//   qrcode/wap.png          the mobile storefront's home
//   qrcode/sku-<id>.png     the storefront page of an on-sale sku
//   qrcode/verify-<code>.png a pickup / virtual-goods code itself (the verify desk scans it); any
//                           12-digit code draws, so the image says nothing about which codes exist
// each in the _small/_mid/_big variants too. Anything else (or a sku not on sale) is a 404.

const FILE = /^(wap|sku-([1-9]\d{0,9})|verify-(\d{12}))(?:_(small|mid|big))?\.png$/
const WIDTH = { small: 120, mid: 240, big: 480, default: 240 } as const

export const wapQrPath = () => 'qrcode/wap.png'
export const skuQrPath = (skuId: number) => `qrcode/sku-${skuId}.png`
export const verifyQrPath = (code: string) => `qrcode/verify-${code}.png`

/** the storefront page a QR code opens */
function target(publicUrl: string, name: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}/web/`
  return name === 'wap' ? base : `${base}${name}`
}

export interface QrImage {
  png: Buffer
  etag: string
}

// generated PNGs kept in a bounded map (insertion order = age)
const MAX_CACHED = 1_000
const cache = new Map<string, QrImage>()

export async function renderQrCode(db: Database, publicUrl: string, file: string): Promise<QrImage | null> {
  const m = FILE.exec(file)
  if (!m) return null
  if (m[2]) {
    // checked on every request: a sku taken off sale loses its code at once
    const skuId = Number(m[2])
    if (skuId > 2_147_483_647) return null
    const row = await db.selectFrom('goods_sku').select('sku_id').where('sku_id', '=', skuId).where('on_sale', '=', true).executeTakeFirst()
    if (!row) return null
  }
  const hit = cache.get(file)
  if (hit) return hit
  const size = (m[4] ?? 'default') as keyof typeof WIDTH
  const png = await QRCode.toBuffer(m[3] ?? target(publicUrl, m[1]!), { type: 'png', margin: 1, width: WIDTH[size], errorCorrectionLevel: 'M' })
  const image = { png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 20)}"` }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
  cache.set(file, image)
  return image
}
