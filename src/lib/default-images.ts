import { queryOptions } from '@tanstack/react-query'
import { requestData } from './request.ts'

// Default images (spec §3): a failed image falls back to the default image of its kind. The paths
// come from /api/config/defaultimg; when even that call fails (or a path is empty or broken) the
// built-in inline SVGs below stand in, so a picture slot never shows a broken-image icon.

export type ImageKind = 'goods' | 'head' | 'shop' | 'city' | 'supply' | 'store' | 'category' | 'brand'

export interface DefaultImages {
  default_goods_img?: string
  default_headimg?: string
  default_shop_img?: string
  default_city_img?: string
  default_supply_img?: string
  default_store_img?: string
  default_category_img?: string
  default_brand_img?: string
}

const FIELD: Record<ImageKind, keyof DefaultImages> = {
  goods: 'default_goods_img',
  head: 'default_headimg',
  shop: 'default_shop_img',
  city: 'default_city_img',
  supply: 'default_supply_img',
  store: 'default_store_img',
  category: 'default_category_img',
  brand: 'default_brand_img',
}

export const defaultImagesQuery = () =>
  queryOptions({
    queryKey: ['config', 'defaultimg'],
    queryFn: () => requestData<DefaultImages>('/api/config/defaultimg'),
    // platform settings: read once per page load
    staleTime: Infinity,
  })

/** the configured default image path of a kind ('' when none is configured) */
export function defaultImagePath(kind: ImageKind, images: DefaultImages | undefined): string {
  return images?.[FIELD[kind]] ?? ''
}

// one 24×24 line glyph per kind, drawn light grey on a lighter square
const GLYPH: Record<ImageKind, string> = {
  goods: 'M6 8h12l-1 12H7zM9 8a3 3 0 0 1 6 0',
  head: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  shop: 'M4 9l2-5h12l2 5M4 9h16M5 9v11h14V9M10 20v-5h4v5',
  city: 'M3 21h18M5 21V9l5-3v15M10 21V4l9 4v13M13 10h3M13 14h3',
  supply: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  store: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  brand: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
}

/** the built-in placeholder of a kind: an inline SVG data URL, always available */
export function builtinDefaultImage(kind: ImageKind): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="#f3f3f3"/>` +
    `<g transform="translate(32 32) scale(1.5)" fill="none" stroke="#c8c8c8" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${GLYPH[kind]}"/></g></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
