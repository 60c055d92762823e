// The chat's 47 emoji pictures (reference §5.3: `[emjoy_01]`…`[emjoy_47]`), drawn here as small SVGs:
// 32 faces (eyes × mouths × a few face colours) and 15 symbols. Served at img/emjoy/emjoy_NN.svg
// (server/modules/chat/routes.ts), the path a client puts in place of each code.

export const EMOJI_TOTAL = 47
export const emojiCode = (n: number) => `[emjoy_${String(n).padStart(2, '0')}]`
export const emojiPath = (n: number) => `img/emjoy/emjoy_${String(n).padStart(2, '0')}.svg`

type Eyes = 'dot' | 'happy' | 'wink' | 'heart' | 'star' | 'closed' | 'wide' | 'cry' | 'angry' | 'dizzy' | 'sleepy' | 'glasses'
type Mouth = 'smile' | 'grin' | 'open' | 'flat' | 'frown' | 'tongue' | 'smirk' | 'kiss' | 'teeth' | 'wavy' | 'o'

interface Face {
  name: string
  eyes: Eyes
  mouth: Mouth
  fill?: string
  blush?: boolean
  sweat?: boolean
  tear?: boolean
}

const YELLOW = '#FFCC33'
const EDGE = '#E0A100'
const INK = '#5B3A12'

const FACES: Face[] = [
  { name: '微笑', eyes: 'dot', mouth: 'smile' },
  { name: '大笑', eyes: 'happy', mouth: 'grin' },
  { name: '眨眼', eyes: 'wink', mouth: 'smile' },
  { name: '喜欢', eyes: 'heart', mouth: 'smile', blush: true },
  { name: '星星眼', eyes: 'star', mouth: 'grin' },
  { name: '害羞', eyes: 'happy', mouth: 'smile', blush: true },
  { name: '惊讶', eyes: 'wide', mouth: 'o' },
  { name: '无语', eyes: 'dot', mouth: 'flat' },
  { name: '难过', eyes: 'dot', mouth: 'frown' },
  { name: '大哭', eyes: 'cry', mouth: 'open', tear: true },
  { name: '生气', eyes: 'angry', mouth: 'frown', fill: '#FF7A5C' },
  { name: '调皮', eyes: 'wink', mouth: 'tongue' },
  { name: '坏笑', eyes: 'dot', mouth: 'smirk' },
  { name: '亲亲', eyes: 'closed', mouth: 'kiss', blush: true },
  { name: '呲牙', eyes: 'dot', mouth: 'teeth' },
  { name: '晕', eyes: 'dizzy', mouth: 'wavy' },
  { name: '困', eyes: 'sleepy', mouth: 'flat' },
  { name: '酷', eyes: 'glasses', mouth: 'smirk' },
  { name: '流汗', eyes: 'happy', mouth: 'smile', sweat: true },
  { name: '尴尬', eyes: 'dot', mouth: 'teeth', sweat: true },
  { name: '委屈', eyes: 'wide', mouth: 'frown', tear: true },
  { name: '开心', eyes: 'closed', mouth: 'grin' },
  { name: '得意', eyes: 'closed', mouth: 'smirk' },
  { name: '吃惊', eyes: 'wide', mouth: 'open' },
  { name: '冷', eyes: 'dot', mouth: 'wavy', fill: '#8FD3FF' },
  { name: '难受', eyes: 'closed', mouth: 'wavy', fill: '#B8E07A' },
  { name: '发怒', eyes: 'angry', mouth: 'teeth', fill: '#FF5C5C' },
  { name: '憨笑', eyes: 'happy', mouth: 'tongue' },
  { name: '思考', eyes: 'dot', mouth: 'o' },
  { name: '可爱', eyes: 'star', mouth: 'smile', blush: true },
  { name: '睡觉', eyes: 'sleepy', mouth: 'o' },
  { name: '再见', eyes: 'happy', mouth: 'open' },
]

const SYMBOLS: Array<{ name: string; body: string }> = [
  { name: '爱心', body: '<path d="M16 27 C6 20 3 15 3 10.5 A6.5 6.5 0 0 1 16 8 A6.5 6.5 0 0 1 29 10.5 C29 15 26 20 16 27Z" fill="#F2545B"/>' },
  { name: '心碎', body: '<path d="M16 27 C6 20 3 15 3 10.5 A6.5 6.5 0 0 1 16 8 L13 14 L17 17 L14 22 Z M16 8 A6.5 6.5 0 0 1 29 10.5 C29 15 26 20 17 26.5 L19 21 L15.5 17 L18.5 13 Z" fill="#C23B45"/>' },
  { name: '点赞', body: '<path d="M6 14 h5 v13 h-5z" fill="#F5A623"/><path d="M12 14 l5-9 c2 0 3 1.5 2.5 3.5 L18.5 12 H26 c1.6 0 2.8 1.6 2.3 3.1 l-3 10 c-.3 1.1-1.3 1.9-2.4 1.9 H12z" fill="#FFCC33" stroke="#E0A100"/>' },
  { name: '星星', body: '<path d="M16 3 L19.8 11.6 L29 12.4 L22 18.5 L24.1 27.6 L16 22.8 L7.9 27.6 L10 18.5 L3 12.4 L12.2 11.6Z" fill="#FFCC33" stroke="#E0A100"/>' },
  { name: '太阳', body: '<circle cx="16" cy="16" r="7" fill="#FFB300"/>' + Array.from({ length: 8 }, (_, i) => `<line x1="16" y1="3" x2="16" y2="7" stroke="#FFB300" stroke-width="2.4" stroke-linecap="round" transform="rotate(${i * 45} 16 16)"/>`).join('') },
  { name: '月亮', body: '<path d="M20 4 A12 12 0 1 0 28 21 A9.5 9.5 0 1 1 20 4Z" fill="#F9D65C"/>' },
  { name: '玫瑰', body: '<path d="M16 18 v10" stroke="#3E9B4F" stroke-width="2"/><path d="M16 24 c3-3 6-3 7-2 c-2 3-5 3-7 2z" fill="#3E9B4F"/><circle cx="16" cy="11" r="7" fill="#E8364F"/><path d="M12 10 c2-3 6-3 8 0 c-2 2-6 2-8 0z" fill="#B81F3A"/>' },
  { name: '礼物', body: '<rect x="5" y="13" width="22" height="15" rx="2" fill="#E8364F"/><rect x="3.5" y="9" width="25" height="5" rx="1.5" fill="#F2545B"/><rect x="14.5" y="9" width="3" height="19" fill="#FFCC33"/><path d="M16 9 c-5-6-9-2-6 0z M16 9 c5-6 9-2 6 0z" fill="#FFCC33"/>' },
  { name: '蛋糕', body: '<rect x="5" y="16" width="22" height="11" rx="2" fill="#F7B5C8"/><path d="M5 19 q2.75 3 5.5 0 t5.5 0 t5.5 0 t5.5 0" fill="none" stroke="#fff" stroke-width="2"/><rect x="15" y="8" width="2" height="8" fill="#8FD3FF"/><path d="M16 3 c2 2 2 4 0 5 c-2-1-2-3 0-5z" fill="#FFB300"/>' },
  { name: '咖啡', body: '<path d="M6 12 h17 v8 a7 7 0 0 1-7 7 h-3 a7 7 0 0 1-7-7z" fill="#8B5A2B"/><path d="M23 14 h2 a3 3 0 0 1 0 6 h-2" fill="none" stroke="#8B5A2B" stroke-width="2"/><path d="M11 4 q2 2 0 4 M15 4 q2 2 0 4 M19 4 q2 2 0 4" fill="none" stroke="#BFA58A" stroke-width="1.6" stroke-linecap="round"/>' },
  { name: '火', body: '<path d="M16 3 c1 5 8 8 8 15 a8 8 0 0 1-16 0 c0-4 2-6 4-8 c0 3 1 4 2 4 c0-4-1-7 2-11z" fill="#FF6B2C"/><path d="M16 16 c1 3 4 4 4 7 a4 4 0 0 1-8 0 c0-2 2-4 4-7z" fill="#FFCC33"/>' },
  { name: 'OK', body: '<circle cx="16" cy="16" r="13" fill="#3DBE6B"/><path d="M9.5 16.5 L14 21 L23 11" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>' },
  { name: '不行', body: '<circle cx="16" cy="16" r="13" fill="#E8364F"/><path d="M11 11 L21 21 M21 11 L11 21" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>' },
  { name: '疑问', body: '<circle cx="16" cy="16" r="13" fill="#4A90E2"/><path d="M12 12.5 a4 4 0 1 1 5.5 3.7 c-1 .5-1.5 1.2-1.5 2.3 v1" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round"/><circle cx="16" cy="23.5" r="1.7" fill="#fff"/>' },
  { name: '感叹', body: '<circle cx="16" cy="16" r="13" fill="#F5A623"/><path d="M16 8.5 v9" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="16" cy="23" r="1.9" fill="#fff"/>' },
]

/** the same eye drawn left and right */
const both = (f: (x: number) => string) => f(11) + f(21)

function eyesSvg(eyes: Eyes): string {
  switch (eyes) {
    case 'dot':
      return both((x) => `<ellipse cx="${x}" cy="13" rx="1.8" ry="2.4" fill="${INK}"/>`)
    case 'happy':
      return both((x) => `<path d="M${x - 3} 14 q3-4 6 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`)
    case 'wink':
      return `<ellipse cx="11" cy="13" rx="1.8" ry="2.4" fill="${INK}"/><path d="M18 13.5 h6" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`
    case 'heart':
      return both((x) => `<path d="M${x} 16.5 c-4-3-4.5-5-3.2-6.4 a2 2 0 0 1 3.2.6 a2 2 0 0 1 3.2-.6 c1.3 1.4.8 3.4-3.2 6.4z" fill="#F2545B"/>`)
    case 'star':
      return both((x) => `<path d="M${x} 9.5 l1.1 2.4 2.6.3 -1.9 1.8 .5 2.6 -2.3-1.3 -2.3 1.3 .5-2.6 -1.9-1.8 2.6-.3z" fill="#fff" stroke="${INK}" stroke-width=".8"/>`)
    case 'closed':
      return both((x) => `<path d="M${x - 3} 12.5 q3 3 6 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`)
    case 'wide':
      return both((x) => `<circle cx="${x}" cy="13" r="3" fill="#fff" stroke="${INK}" stroke-width="1.2"/><circle cx="${x}" cy="13" r="1.4" fill="${INK}"/>`)
    case 'cry':
      return both((x) => `<path d="M${x - 3} 13 q3 -2.5 6 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`)
    case 'angry':
      return `<path d="M7.5 10 L13 12.5 M24.5 10 L19 12.5" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>` + both((x) => `<circle cx="${x}" cy="14.5" r="1.7" fill="${INK}"/>`)
    case 'dizzy':
      return both((x) => `<path d="M${x - 2.5} 10.5 l5 5 M${x + 2.5} 10.5 l-5 5" stroke="${INK}" stroke-width="1.8" stroke-linecap="round"/>`)
    case 'sleepy':
      return both((x) => `<path d="M${x - 3} 13.5 h6" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`) + `<text x="23" y="8" font-size="6" font-family="sans-serif" font-weight="700" fill="#4A90E2">z</text>`
    case 'glasses':
      return `<path d="M5.5 11 h21 v1.5 l-1 3.5 q-1 2-4 2 h-1.5 q-2.5 0-3-3 h-2 q-.5 3-3 3 h-1.5 q-3 0-4-2 l-1-3.5z" fill="#222"/>`
  }
}

function mouthSvg(mouth: Mouth): string {
  const stroke = `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"`
  switch (mouth) {
    case 'smile':
      return `<path d="M10.5 19.5 q5.5 5 11 0" ${stroke}/>`
    case 'grin':
      return `<path d="M9 18.5 h14 q-1 7-7 7 q-6 0-7-7z" fill="${INK}"/><path d="M11.5 22.8 q4.5 2.4 9 0 q-1.2 2.2-4.5 2.2 t-4.5-2.2z" fill="#F2545B"/>`
    case 'open':
      return `<ellipse cx="16" cy="22" rx="4.5" ry="3.5" fill="${INK}"/><ellipse cx="16" cy="23.6" rx="2.8" ry="1.6" fill="#F2545B"/>`
    case 'flat':
      return `<path d="M11.5 21.5 h9" ${stroke}/>`
    case 'frown':
      return `<path d="M10.5 23.5 q5.5-5 11 0" ${stroke}/>`
    case 'tongue':
      return `<path d="M10.5 19.5 q5.5 5 11 0" ${stroke}/><path d="M15 21.6 h5 v2.4 a2.5 2.5 0 0 1-5 0z" fill="#F2545B"/>`
    case 'smirk':
      return `<path d="M11.5 21.5 q5 1.5 9.5-2.5" ${stroke}/>`
    case 'kiss':
      return `<path d="M15 18.5 q3 1.2 0 2.5 q3 1.2 0 2.5" ${stroke}/><path d="M22.5 19 c-2-1.5-2.2-2.6-1.5-3.3 a1 1 0 0 1 1.5.3 a1 1 0 0 1 1.5-.3 c.7.7.5 1.8-1.5 3.3z" fill="#F2545B"/>`
    case 'teeth':
      return `<rect x="10" y="18.5" width="12" height="6" rx="2.5" fill="#fff" stroke="${INK}" stroke-width="1.4"/><path d="M10 21.5 h12 M14 18.5 v6 M18 18.5 v6" stroke="${INK}" stroke-width="1"/>`
    case 'wavy':
      return `<path d="M10 22 q1.5-2 3 0 t3 0 t3 0 t3 0" ${stroke}/>`
    case 'o':
      return `<circle cx="16" cy="22" r="2.4" fill="${INK}"/>`
  }
}

function faceSvg(f: Face): string {
  const fill = f.fill ?? YELLOW
  const parts = [
    `<defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<circle cx="16" cy="16" r="14" fill="${fill}" stroke="${f.fill ? 'rgba(0,0,0,.18)' : EDGE}" stroke-width="1.2"/>`,
    `<circle cx="16" cy="16" r="14" fill="url(#g)"/>`,
    f.blush ? `<ellipse cx="8" cy="18.5" rx="2.4" ry="1.4" fill="#F2545B" opacity=".45"/><ellipse cx="24" cy="18.5" rx="2.4" ry="1.4" fill="#F2545B" opacity=".45"/>` : '',
    eyesSvg(f.eyes),
    mouthSvg(f.mouth),
    f.sweat ? `<path d="M25.5 5.5 c1.8 2.6 2.2 3.6 2.2 4.4 a2.2 2.2 0 0 1-4.4 0 c0-.8.4-1.8 2.2-4.4z" fill="#6EC1FF"/>` : '',
    f.tear ? `<path d="M8 16 c-1.6 3-2 4-2 5 a2 2 0 0 0 4 0 c0-1-.4-2-2-5z" fill="#6EC1FF"/><path d="M24 16 c-1.6 3-2 4-2 5 a2 2 0 0 0 4 0 c0-1-.4-2-2-5z" fill="#6EC1FF"/>` : '',
  ]
  return parts.join('')
}

const svgOf = (title: string, body: string, size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`

/** the name of emoji n (1…47), as a screen reader and the picker's tooltip say it */
export function emojiName(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > EMOJI_TOTAL) return null
  return n <= FACES.length ? FACES[n - 1]!.name : SYMBOLS[n - FACES.length - 1]!.name
}

const SIZES = { small: 20, mid: 24, big: 48 } as const

/** the SVG of emoji n (1…47), or null */
export function emojiSvg(n: number, size: keyof typeof SIZES | undefined = undefined): string | null {
  const name = emojiName(n)
  if (name === null) return null
  const px = size ? SIZES[size] : 24
  const body = n <= FACES.length ? faceSvg(FACES[n - 1]!) : SYMBOLS[n - FACES.length - 1]!.body
  return svgOf(name, body, px)
}

/** the picker's list: code, picture path, name */
export const emojiList = () =>
  Array.from({ length: EMOJI_TOTAL }, (_, i) => ({ code: emojiCode(i + 1), path: emojiPath(i + 1), name: emojiName(i + 1)! }))
