// Wire format of the contract (reference §2, §4.1) applied where rows become responses.

/**
 * A field the reference marks "(JSON)" (goods_spec_format, sku_spec_format, goods_attr_format,
 * nav_url, adv_url…) travels as JSON text: the contract's clients `JSON.parse` it. Text passes
 * through as it is; anything else is serialised; null/undefined become the empty list '[]'.
 */
export function jsonText(value: unknown): string {
  if (typeof value === 'string') return value
  return JSON.stringify(value ?? [])
}

/**
 * An image path as the reference sends it: relative to the image domain (`img/goods/1.svg`), so a
 * client's `imgDomain + '/' + path` joins cleanly. Absolute URLs and data: URLs pass through; a
 * comma-separated list (sku_images, review images) is converted item by item.
 */
export function imgPath(path: string): string
export function imgPath(path: string | null | undefined): string | null | undefined
export function imgPath(path: string | null | undefined): string | null | undefined {
  if (!path) return path
  if (path.includes(',')) return path.split(',').map((p) => imgPath(p.trim())).join(',')
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path
  return path.replace(/^\/+/, '')
}
