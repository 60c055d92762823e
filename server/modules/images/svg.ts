import { KIND_ART } from './kinds-art.ts'

// Drawing of the generated storefront images. Every piece of text is escaped; colours and shapes
// come from numbers only, so nothing a request sends can reach the markup unescaped.

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"`

/** a stable hue for a number or a string */
export function hueOf(seed: number | string): number {
  let h = typeof seed === 'number' ? seed * 2654435761 : 0
  if (typeof seed === 'string') for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619)
  return Math.abs(h) % 360
}

/** cut to n characters (code points), with an ellipsis */
export const cut = (s: string, n: number) => {
  const chars = [...s]
  return chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : s
}

function svg(width: number, height: number, body: string, size?: number) {
  const scale = size ? ` width="${size}" height="${Math.round((size * height) / width)}"` : ` width="${width}" height="${height}"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${scale}>${body}</svg>`
}

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

// simple product silhouettes, drawn in a 200×200 box centred on (0,0)
const ILLUSTRATIONS: Record<string, string> = {
  phone: '<rect x="-45" y="-85" width="90" height="170" rx="16" fill="#222"/><rect x="-38" y="-72" width="76" height="138" rx="6" fill="url(#screen)"/><circle cx="0" cy="74" r="5" fill="#555"/>',
  laptop: '<rect x="-80" y="-60" width="160" height="100" rx="8" fill="#333"/><rect x="-70" y="-51" width="140" height="82" rx="3" fill="url(#screen)"/><path d="M-100 44h200l-12 16h-176z" fill="#666"/>',
  appliance: '<rect x="-60" y="-85" width="120" height="170" rx="12" fill="#f8fafc" stroke="#94a3b8" stroke-width="4"/><line x1="-60" y1="-25" x2="60" y2="-25" stroke="#94a3b8" stroke-width="4"/><rect x="40" y="-70" width="6" height="30" rx="3" fill="#64748b"/><rect x="40" y="-10" width="6" height="40" rx="3" fill="#64748b"/>',
  clothes: '<path d="M-35-80l-55 30 20 40 20-10v100h100V-20l20 10 20-40-55-30c-5 18-20 28-35 28s-30-10-35-28z" fill="#fff" stroke="#0f172a" stroke-opacity=".25" stroke-width="3"/>',
  beauty: '<rect x="-32" y="-40" width="64" height="120" rx="14" fill="#fff" stroke="#be185d" stroke-opacity=".4" stroke-width="4"/><rect x="-20" y="-80" width="40" height="42" rx="6" fill="#be185d"/><rect x="-22" y="0" width="44" height="40" rx="4" fill="#fce7f3"/>',
  food: '<path d="M-85-5h170a85 85 0 0 1-170 0z" fill="#fff" stroke="#b45309" stroke-opacity=".4" stroke-width="4"/><circle cx="-30" cy="-25" r="24" fill="#ef4444"/><circle cx="15" cy="-30" r="28" fill="#f59e0b"/><circle cx="50" cy="-18" r="18" fill="#84cc16"/>',
  baby: '<circle cx="-50" cy="-55" r="26" fill="#d6a77a"/><circle cx="50" cy="-55" r="26" fill="#d6a77a"/><circle cx="0" cy="5" r="72" fill="#e8c39e"/><circle cx="-25" cy="-10" r="8" fill="#3f2a1d"/><circle cx="25" cy="-10" r="8" fill="#3f2a1d"/><ellipse cx="0" cy="25" rx="22" ry="16" fill="#fff"/><circle cx="0" cy="20" r="7" fill="#3f2a1d"/>',
  home: '<rect x="-90" y="-10" width="180" height="60" rx="16" fill="#fff" stroke="#475569" stroke-opacity=".3" stroke-width="4"/><rect x="-80" y="-50" width="160" height="50" rx="14" fill="#f1f5f9" stroke="#475569" stroke-opacity=".3" stroke-width="4"/><rect x="-80" y="50" width="10" height="25" fill="#78350f"/><rect x="70" y="50" width="10" height="25" fill="#78350f"/>',
  sports: '<path d="M-95 30c0-30 20-40 45-45l25-40 40 20c10 25 40 35 75 45 8 3 10 20 0 25h-175c-8 0-10-3-10-5z" fill="#fff" stroke="#0f172a" stroke-opacity=".3" stroke-width="4"/><path d="M-95 35h185v12h-185z" fill="#0f172a" opacity=".7"/>',
  books: '<rect x="-70" y="-80" width="130" height="160" rx="6" fill="#fff" stroke="#1e3a8a" stroke-opacity=".35" stroke-width="4"/><rect x="-70" y="-80" width="22" height="160" fill="#1e3a8a" opacity=".8"/><line x1="-35" y1="-40" x2="40" y2="-40" stroke="#94a3b8" stroke-width="6"/><line x1="-35" y1="-15" x2="30" y2="-15" stroke="#cbd5e1" stroke-width="5"/>',
  box: '<path d="M0-80l80 40v90l-80 40-80-40v-90z" fill="#fff" stroke="#334155" stroke-opacity=".3" stroke-width="4"/><path d="M-80-40l80 40 80-40M0 0v90" fill="none" stroke="#334155" stroke-opacity=".3" stroke-width="4"/>',
}

/** level-1 category name → illustration */
export const ILLUSTRATION_OF: Record<string, string> = {
  手机数码: 'phone', 电脑办公: 'laptop', 家用电器: 'appliance', 服饰鞋包: 'clothes', 美妆个护: 'beauty',
  食品生鲜: 'food', 母婴玩具: 'baby', 家居家装: 'home', 运动户外: 'sports', 图书文娱: 'books',
}

export type Size = 'small' | 'mid' | 'big' | undefined
const PIXELS = { small: 200, mid: 400, big: 800 } as const
const px = (size: Size) => (size ? PIXELS[size] : undefined)

export function goodsImage(o: { name: string; illustration: string; hue: number; variant: number; size: Size }) {
  const h = (o.hue + o.variant * 37) % 360
  const art = ILLUSTRATIONS[o.illustration] ?? KIND_ART[o.illustration] ?? ILLUSTRATIONS.box!
  const tilt = o.variant % 2 ? -8 : 6
  return svg(
    800,
    800,
    gradient('bg', `hsl(${h} 70% 96%)`, `hsl(${(h + 40) % 360} 65% 86%)`) +
      `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 80% 60%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 80% 45%)"/></linearGradient></defs>` +
      `<rect width="800" height="800" fill="url(#bg)"/>` +
      `<circle cx="400" cy="350" r="250" fill="#fff" opacity=".45"/>` +
      `<ellipse cx="400" cy="600" rx="200" ry="22" fill="#000" opacity=".08"/>` +
      `<g transform="translate(400 350) scale(2) rotate(${tilt})">${art}</g>` +
      `<text x="400" y="720" text-anchor="middle" font-size="44" font-weight="600" fill="hsl(${h} 40% 25%)" ${FONT}>${escapeXml(cut(o.name, 16))}</text>`,
    px(o.size),
  )
}

export function monogram(o: { text: string; hue: number; round: boolean; size: Size; width?: number }) {
  const chars = [...o.text]
  const mark = chars.slice(0, chars.length > 1 && /[\u4e00-\u9fff]/.test(chars[0]!) ? 2 : 1).join('').toUpperCase()
  const fontSize = [...mark].length > 1 ? 76 : 110
  const shape = o.round
    ? `<circle cx="120" cy="120" r="120" fill="url(#bg)"/>`
    : `<rect width="240" height="240" rx="36" fill="url(#bg)"/>`
  return svg(
    240,
    240,
    gradient('bg', `hsl(${o.hue} 70% 55%)`, `hsl(${(o.hue + 35) % 360} 75% 42%)`) +
      shape +
      `<text x="120" y="${120 + fontSize * 0.36}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(mark)}</text>`,
    px(o.size),
  )
}

/** a text's width in ems: CJK and full-width characters are square, Latin ones about half as wide */
const ems = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffef]/.test(ch) ? 1 : 0.58), 0)

export function banner(o: {
  title: string; subtitle: string; hue: number; width: number; height: number; background?: string; size: Size; button?: string
  /** px at the left and right that the page covers (the home's hero: the category menu, the login box) */
  clear?: { left: number; right: number }
}) {
  const { width: w, height: hgt } = o
  const button = o.button ?? '立即查看 ›'
  const base = o.background && /^#[0-9a-fA-F]{6}$/.test(o.background) ? o.background : `hsl(${o.hue} 65% 45%)`
  const light = isLight(o.background)
  const fg = light ? '#1f2937' : '#ffffff'
  const x = o.clear?.left ?? w * 0.08
  // the width the words may take: between the covered sides, else the left 80 %
  const room = o.clear ? w - o.clear.left - o.clear.right : w * 0.8
  const chars = Math.max(4, ems(o.title))
  let text: string
  if (hgt < 120) {
    // a thin strip: title and subtitle on one line
    const ts = Math.min(hgt * 0.42, (w * 0.5) / chars)
    const ss = ts * 0.6
    const y = hgt / 2 + ts * 0.35
    text =
      `<text x="${x}" y="${y.toFixed(1)}" font-size="${ts.toFixed(0)}" font-weight="700" fill="${fg}" ${FONT}>${escapeXml(o.title)}</text>` +
      (o.subtitle
        ? `<text x="${(x + chars * ts * 1.05 + ts).toFixed(1)}" y="${y.toFixed(1)}" font-size="${ss.toFixed(0)}" fill="${fg}" opacity=".85" ${FONT}>${escapeXml(o.subtitle)}</text>`
        : '')
  } else {
    const ts = Math.min(hgt * 0.2, room / chars)
    const ss = Math.max(12, Math.min(ts * 0.45, (room * 1.05) / Math.max(8, ems(o.subtitle))))
    const bw = Math.max(6, ems(button) + 2)
    const titleY = hgt * 0.3 + ts * 0.5
    const subY = titleY + ss * 1.9
    const buttonY = subY + ss * 1.1
    text =
      `<text x="${x}" y="${titleY.toFixed(1)}" font-size="${ts.toFixed(0)}" font-weight="700" fill="${fg}" ${FONT}>${escapeXml(o.title)}</text>` +
      (o.subtitle
        ? `<text x="${x}" y="${subY.toFixed(1)}" font-size="${ss.toFixed(0)}" fill="${fg}" opacity=".85" ${FONT}>${escapeXml(o.subtitle)}</text>`
        : '') +
      `<rect x="${x}" y="${buttonY.toFixed(1)}" width="${(ss * bw).toFixed(1)}" height="${(ss * 2).toFixed(1)}" rx="${ss.toFixed(1)}" fill="${fg}" opacity=".92"/>` +
      `<text x="${(x + (ss * bw) / 2).toFixed(1)}" y="${(buttonY + ss * 1.35).toFixed(1)}" text-anchor="middle" font-size="${ss.toFixed(0)}" fill="${light ? '#fff' : base}" ${FONT}>${escapeXml(button)}</text>`
  }
  return svg(
    w,
    hgt,
    gradient('bg', base, `hsl(${(o.hue + 50) % 360} 70% ${light ? 80 : 35}%)`) +
      `<rect width="${w}" height="${hgt}" fill="url(#bg)"/>` +
      `<circle cx="${w * 0.85}" cy="${hgt * 0.2}" r="${hgt * 0.7}" fill="#fff" opacity=".08"/>` +
      `<circle cx="${w * 0.7}" cy="${hgt * 1.1}" r="${hgt * 0.5}" fill="#fff" opacity=".06"/>` +
      text,
    px(o.size),
  )
}

function isLight(color?: string) {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return false
  const n = Number.parseInt(color.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 170
}

export function categoryIcon(o: { name: string; illustration: string; hue: number; size: Size }) {
  const art = ILLUSTRATIONS[o.illustration] ?? KIND_ART[o.illustration] ?? ILLUSTRATIONS.box!
  return svg(
    160,
    160,
    gradient('bg', `hsl(${o.hue} 75% 95%)`, `hsl(${(o.hue + 30) % 360} 70% 85%)`) +
      `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${o.hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${(o.hue + 60) % 360} 80% 45%)"/></linearGradient></defs>` +
      `<rect width="160" height="160" rx="28" fill="url(#bg)"/>` +
      `<g transform="translate(80 66) scale(.42)">${art}</g>` +
      `<text x="80" y="144" text-anchor="middle" font-size="20" fill="hsl(${o.hue} 40% 25%)" ${FONT}>${escapeXml(cut(o.name, 6))}</text>`,
    px(o.size),
  )
}

export function wordmark(o: { text: string; hue: number; width: number; height: number; size: Size; subtitle?: string }) {
  const { width: w, height: hgt } = o
  const fontSize = Math.min(hgt * 0.42, (w * 0.85) / Math.max(2, [...o.text].length * 0.9))
  return svg(
    w,
    hgt,
    `<rect width="${w}" height="${hgt}" rx="${Math.min(12, hgt / 6)}" fill="#fff" stroke="hsl(${o.hue} 40% 85%)" stroke-width="2"/>` +
      `<text x="${w / 2}" y="${hgt / 2 + fontSize * 0.35 - (o.subtitle ? hgt * 0.08 : 0)}" text-anchor="middle" font-size="${fontSize.toFixed(0)}" font-weight="800" fill="hsl(${o.hue} 65% 40%)" ${FONT}>${escapeXml(o.text)}</text>` +
      (o.subtitle
        ? `<text x="${w / 2}" y="${hgt * 0.82}" text-anchor="middle" font-size="${(hgt * 0.12).toFixed(0)}" fill="#94a3b8" ${FONT}>${escapeXml(o.subtitle)}</text>`
        : ''),
    px(o.size),
  )
}

export function serviceIcon(o: { text: string; hue: number; size: Size }) {
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="30" fill="hsl(${o.hue} 70% 95%)" stroke="hsl(${o.hue} 65% 45%)" stroke-width="3"/>` +
      `<path d="M32 12l16 6v12c0 10-7 18-16 22-9-4-16-12-16-22V18z" fill="hsl(${o.hue} 65% 45%)"/>` +
      `<path d="M25 32l5 5 10-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<title>${escapeXml(o.text)}</title>`,
    px(o.size),
  )
}

const DEFAULT_LABELS: Record<string, string> = {
  goods: '暂无图片', head: '', shop: '店铺', city: '城市', supply: '供应商', store: '门店', category: '分类', brand: '品牌',
}
export const DEFAULT_KINDS = Object.keys(DEFAULT_LABELS)

/** the default picture of a kind; `t` gives its word in the asked language (img/default/…svg?lang=en) */
export function placeholder(kind: string, size: Size, t: (zh: string) => string = (zh) => zh) {
  if (kind === 'head') {
    return svg(
      240,
      240,
      `<circle cx="120" cy="120" r="120" fill="#e5e7eb"/><circle cx="120" cy="95" r="45" fill="#fff"/><path d="M40 205c10-45 45-65 80-65s70 20 80 65" fill="#fff"/>`,
      px(size),
    )
  }
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="#f3f4f6"/>` +
      `<g fill="none" stroke="#cbd5e1" stroke-width="10" stroke-linejoin="round"><rect x="130" y="120" width="140" height="110" rx="12"/><path d="M130 210l40-40 30 30 25-25 45 45"/></g><circle cx="235" cy="150" r="12" fill="#cbd5e1"/>` +
      `<text x="200" y="290" text-anchor="middle" font-size="28" fill="#9ca3af" ${FONT}>${escapeXml(t(DEFAULT_LABELS[kind] ?? ''))}</text>`,
    px(size),
  )
}
