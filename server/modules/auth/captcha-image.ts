import { randomInt } from 'node:crypto'
import svgCaptcha from 'svg-captcha'

// The captcha picture (issue 7, gap 4; docs/decisions/007-captcha-and-bot-limits.md). svg-captcha draws each
// character as its own clean <path>, so a script that compares outlines with the font's glyphs reads
// it every time. Here, with svg-captcha's font: every glyph is rotated, sheared, scaled and bent by
// a random sine warp with jittered points; all glyphs, small decoy glyph fragments and filled ribbons
// that cross the text are shuffled sub-paths of ONE even-odd path (the ribbons cut through the
// letters), so no element, colour or sub-path order says where a character is; thin strokes in the
// text colour and dots overlap it. Text stays readable for people at 120×40.

interface Cmd {
  type: string
  x?: number
  y?: number
  x1?: number
  y1?: number
  x2?: number
  y2?: number
}
interface Glyph {
  advanceWidth?: number
  getPath(x: number, y: number, size: number): { commands: Cmd[] }
}
interface Font {
  charToGlyph(ch: string): Glyph
}
const font = (svgCaptcha.options as unknown as { font: Font }).font

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
/**
 * the size the picture is shown at (issue 13: 120×40 was small and pale): the drawing keeps its
 * 120×40 coordinates (viewBox), the SVG scales crisply
 */
export const CAPTCHA_SHOWN_WIDTH = 168
export const CAPTCHA_SHOWN_HEIGHT = 56

const rnd = () => randomInt(0, 1_000_000) / 1_000_000
const between = (a: number, b: number) => a + rnd() * (b - a)
const f = (n: number) => (Math.round(n * 10) / 10).toString()

type Point = (x: number, y: number) => [number, number]

/** a glyph's commands through `map`, as sub-paths of absolute commands */
function subPaths(cmds: Cmd[], map: Point): string[] {
  const out: string[] = []
  let cur = ''
  const p = (x = 0, y = 0) => map(x, y).map(f).join(' ')
  for (const c of cmds) {
    if (c.type === 'M') {
      if (cur) out.push(cur)
      cur = `M${p(c.x, c.y)}`
    } else if (c.type === 'L') cur += `L${p(c.x, c.y)}`
    else if (c.type === 'Q') cur += `Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`
    else if (c.type === 'C') cur += `C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`
    else if (c.type === 'Z') cur += 'Z'
  }
  if (cur) out.push(cur)
  return out
}

/** rotate, shear and scale about (cx, cy), then move by (dx, dy) */
function affine(cx: number, cy: number, dx: number, dy: number, angle: number, shear: number, sx: number, sy: number): Point {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return (x, y) => {
    const u = (x - cx) * sx + shear * (y - cy) * sy
    const v = (y - cy) * sy
    return [cx + dx + u * cos - v * sin, cy + dy + u * sin + v * cos]
  }
}

/**
 * a filled ribbon along a cubic curve across the picture, in short overlapping pieces: no piece is
 * wider than a character, so a script cannot drop the ribbons by their size
 */
function ribbon(width: number): string[] {
  const y0 = between(8, CAPTCHA_HEIGHT - 8)
  const pts = [
    [between(-4, 10), y0],
    [between(30, 50), between(2, CAPTCHA_HEIGHT - 2)],
    [between(70, 90), between(2, CAPTCHA_HEIGHT - 2)],
    [between(CAPTCHA_WIDTH - 10, CAPTCHA_WIDTH + 4), between(8, CAPTCHA_HEIGHT - 8)],
  ] as const
  const at = (t: number) => {
    const m = 1 - t
    const [a, b, c, d] = pts
    return [
      m * m * m * a[0] + 3 * m * m * t * b[0] + 3 * m * t * t * c[0] + t * t * t * d[0],
      m * m * m * a[1] + 3 * m * m * t * b[1] + 3 * m * t * t * c[1] + t * t * t * d[1],
    ] as const
  }
  const piece = (from: number, to: number) => {
    const upper: string[] = []
    const lower: string[] = []
    const steps = 5
    for (let i = 0; i <= steps; i++) {
      const t = from + ((to - from) * i) / steps
      const [x, y] = at(t)
      const [x2, y2] = at(Math.min(1, t + 0.01))
      const len = Math.hypot(x2 - x, y2 - y) || 1
      const nx = (-(y2 - y) / len) * (width / 2)
      const ny = ((x2 - x) / len) * (width / 2)
      upper.push(`${f(x + nx)} ${f(y + ny)}`)
      lower.unshift(`${f(x - nx)} ${f(y - ny)}`)
    }
    return `M${upper.join('L')}L${lower.join('L')}Z`
  }
  const pieces: string[] = []
  const count = randomInt(5, 8)
  for (let i = 0; i < count; i++) pieces.push(piece(Math.max(0, i / count - 0.02), Math.min(1, (i + 1) / count + 0.02)))
  return pieces
}

const shuffle = <T>(list: T[]): T[] => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1)
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`

/** the SVG of a captcha showing `text`; `decoyChars` are the characters decoy fragments come from */
export function captchaSvg(text: string, decoyChars: string): string {
  const w = CAPTCHA_WIDTH
  const h = CAPTCHA_HEIGHT
  // one sine warp for the whole picture, a different one each time
  const ax = between(1.2, 2.2)
  const ay = between(1.5, 2.5)
  const fx = between(0.1, 0.18)
  const fy = between(0.18, 0.32)
  const px = between(0, 6.28)
  const py = between(0, 6.28)
  const warp = (m: Point): Point => (x, y) => {
    const [u, v] = m(x, y)
    return [u + ax * Math.sin(v * fy + px) + between(-0.4, 0.4), v + ay * Math.sin(u * fx + py) + between(-0.4, 0.4)]
  }
  const parts: string[] = []
  const chars = [...text]
  // characters packed tight, so their outlines overlap
  const step = (w - 30) / Math.max(1, chars.length - 1)
  chars.forEach((ch, i) => {
    const size = between(33, 38)
    const commands = font.charToGlyph(ch).getPath(0, 0, size).commands
    // centred on its own outline, so every character sits in its slot whatever the font's metrics
    const xs = commands.flatMap((c) => (c.x === undefined ? [] : [c.x]))
    const ys = commands.flatMap((c) => (c.y === undefined ? [] : [c.y]))
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2
    const m = affine(cx, cy, 16 + i * step - cx + between(-2, 2), h / 2 - cy + between(-2.5, 2.5), between(-0.38, 0.38), between(-0.35, 0.35), between(0.95, 1.25), between(0.85, 1.05))
    parts.push(...subPaths(commands, warp(m)))
  })
  // decoys: small fragments of other glyphs
  for (let i = 0; i < 3; i++) {
    const ch = decoyChars[randomInt(0, decoyChars.length)]!
    const size = between(9, 13)
    const m = affine(0, 0, between(4, w - 12), between(size, h - 2), between(-0.6, 0.6), between(-0.3, 0.3), 1, 1)
    const pieces = subPaths(font.charToGlyph(ch).getPath(0, 0, size).commands, warp(m))
    if (pieces.length) parts.push(pieces[0]!)
  }
  // thin: the text path is stroked too (below), which widens them by the stroke
  for (let i = 0; i < 2; i++) parts.push(...ribbon(between(0.35, 0.6)))
  // dark ink on a near-white ground (contrast ≥ 10:1), the noise under the text light: the
  // distortion, not paleness, is what stops scripts. The text path is also stroked in its own
  // colour, so the thin sketch font reads at a glance; the shapes (the path data) stay the same.
  const hue = between(0, 360)
  const ink = hsl(hue, between(50, 70), between(14, 20))
  const bg = hsl(hue + between(120, 240), between(25, 45), between(95, 98))
  const lines = (count: number, color: () => string, width: () => number) =>
    Array.from({ length: count }, () => {
      const y = () => f(between(2, h - 2))
      return `<path d="M${f(between(0, 15))} ${y()} C${f(between(25, 55))} ${y()} ${f(between(65, 95))} ${y()} ${f(between(w - 15, w))} ${y()}" stroke="${color()}" stroke-width="${f(width())}" fill="none"/>`
    }).join('')
  const dots = Array.from(
    { length: 24 },
    () => `<circle cx="${f(between(0, w))}" cy="${f(between(0, h))}" r="${f(between(0.4, 1.1))}" fill="${hsl(between(0, 360), 55, between(55, 78))}"/>`,
  ).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_SHOWN_WIDTH}" height="${CAPTCHA_SHOWN_HEIGHT}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${bg}"/>`,
    lines(3, () => hsl(between(0, 360), 45, between(72, 86)), () => between(0.6, 1.1)),
    dots,
    `<path fill="${ink}" fill-rule="nonzero" stroke="${ink}" stroke-width="0.6" stroke-linejoin="round" d="${shuffle(parts).join('')}"/>`,
    lines(1, () => ink, () => between(0.6, 0.8)),
    '</svg>',
  ].join('')
}
