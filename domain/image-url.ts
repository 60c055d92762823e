export type ImageSize = 'small' | 'mid' | 'big'

/**
 * A server image path → a URL, as the reference's `$img(path, {size})` (§4.1). The server sends
 * paths relative to the image domain (`img/goods/1.svg`); they become `imgDomain/path` (the API
 * base, or the page's own origin, when no image domain is configured). Absolute URLs and data: URLs
 * pass through; a site-absolute path (`/img/…`, older data) is joined without doubling the slash.
 * A size asks for the `_{size}` variant, inserted before the extension (`img/goods/1_mid.svg`; a query —
 * `?lang=en` on pictures with platform words — stays at the end).
 */
export function buildImageUrl(domain: string, path: string | null | undefined, size?: ImageSize): string {
  if (!path) return ''
  if (/^(?:https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path
  const sized = size ? path.replace(/(\.[a-z0-9]+)(\?[^#]*)?$/i, `_${size}$1$2`) : path
  return `${domain.replace(/\/+$/, '')}/${sized.replace(/^\/+/, '')}`
}
