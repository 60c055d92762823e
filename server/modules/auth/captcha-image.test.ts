// Issue 7, gap 4: the captcha resists a simple outline-matching script — the kind that read
// svg-captcha's pictures 20 times out of 20. The script is here, and it is run against both.
import svgCaptcha from 'svg-captcha'
import { describe, expect, it } from 'vitest'
import { captchaSvg } from './captcha-image.ts'
import { CAPTCHA_ALPHABET, captchaText } from './captcha.ts'

type P = [number, number]
const font = (
  svgCaptcha.options as unknown as {
    font: {
      charToGlyph(c: string): {
        getPath(x: number, y: number, s: number): { toPathData(): string }
      }
    }
  }
).font

const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
const points = (d: string): P[] => {
  const n = numbers(d)
  const out: P[] = []
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i]!, n[i + 1]!])
  return out
}
const bbox = (ps: P[]) => {
  const xs = ps.map((p) => p[0])
  const ys = ps.map((p) => p[1])
  return {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: Math.min(...ys),
    y1: Math.max(...ys),
  }
}
const normalize = (all: P[]): P[] => {
  // at most 80 points, evenly taken: enough for a glyph's outline
  const ps = all.length > 80 ? Array.from({ length: 80 }, (_, i) => all[Math.floor((i * all.length) / 80)]!) : all
  const b = bbox(ps)
  const s = Math.max(b.x1 - b.x0, b.y1 - b.y0) || 1
  return ps.map(([x, y]) => [(x - b.x0) / s, (y - b.y0) / s])
}
const chamfer = (a: P[], b: P[]) => {
  const one = (p: P[], q: P[]) => {
    let sum = 0
    for (const [x, y] of p) {
      let best = Infinity
      for (const [u, v] of q) best = Math.min(best, (u - x) ** 2 + (v - y) ** 2)
      sum += best
    }
    return sum / p.length
  }
  return one(a, b) + one(b, a)
}
const templates = [...CAPTCHA_ALPHABET].map((ch) => ({
  ch,
  pts: normalize(points(font.charToGlyph(ch).getPath(0, 0, 40).toPathData())),
}))
const match = (ps: P[]) => {
  const shape = normalize(ps)
  return templates.reduce(
    (best, t) => {
      const d = chamfer(shape, t.pts)
      return d < best.d ? { ch: t.ch, d } : best
    },
    { ch: '?', d: Infinity },
  ).ch
}

/** the filled paths of the picture (noise lines are unfilled strokes; the text path may be outlined too) */
const fills = (svg: string) =>
  [...svg.matchAll(/<path ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => /fill="(?!none)/.test(a))
    .map((a) => /d="([^"]+)"/.exec(a)![1]!)

/** the outline script: one filled path per character, or else sub-paths grouped by overlapping boxes */
function read(svg: string): string {
  const paths = fills(svg)
  const naive =
    paths.length === 4
      ? paths
          .map(points)
          .sort((a, b) => bbox(a).x0 - bbox(b).x0)
          .map(match)
          .join('')
      : ''
  // the smarter variant: every sub-path, the very wide ones (noise bands) dropped, the rest grouped
  const subs = paths
    .flatMap((d) => d.split(/(?=M)/))
    .map(points)
    .filter((ps) => ps.length > 2 && bbox(ps).x1 - bbox(ps).x0 < 35)
  const groups: P[][] = []
  for (const ps of subs) {
    const b = bbox(ps)
    const hit = groups.find((g) => {
      const c = bbox(g)
      return b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1
    })
    if (hit) hit.push(...ps)
    else groups.push([...ps])
  }
  const grouped = groups
    .sort((a, b) => b.length - a.length)
    .slice(0, 4)
    .sort((a, b) => bbox(a).x0 - bbox(b).x0)
    .map(match)
    .join('')
  return naive || grouped
}

/** relative luminance (WCAG) of an hsl() colour */
const luminance = (hsl: string) => {
  const [h, s, l] = (/hsl\((\d+),(\d+)%,(\d+)%\)/.exec(hsl) ?? []).slice(1).map(Number) as [number, number, number]
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4)
}

describe('captcha picture', () => {
  it('the outline script reads svg-captcha’s plain pictures (the control) but not ours', () => {
    let plain = 0
    let ours = 0
    for (let i = 0; i < 20; i++) {
      const control = svgCaptcha.create({
        size: 4,
        ignoreChars: '0oO1iIlLjJ2zZ5sS8B9gqQuvVwWxXcCkKpP',
        noise: 3,
        color: true,
        width: 120,
        height: 40,
      })
      if (read(control.data).toLowerCase() === control.text.toLowerCase()) plain += 1
      const text = captchaText()
      if (read(captchaSvg(text, CAPTCHA_ALPHABET)).toLowerCase() === text.toLowerCase()) ours += 1
    }
    expect(plain).toBeGreaterThanOrEqual(18)
    expect(ours).toBeLessThanOrEqual(1)
  })

  it('is a well-formed SVG drawn on 120×40, shown at 168×56, with one filled path and noise around it, different every time', () => {
    const a = captchaSvg('AbcD', CAPTCHA_ALPHABET)
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="168" height="56" viewBox="0 0 120 40"/)
    expect(fills(a)).toHaveLength(1)
    expect(a).not.toContain('NaN')
    expect(captchaSvg('AbcD', CAPTCHA_ALPHABET)).not.toBe(a)
    expect(captchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`))
  })

  it('is legible: dark ink on a light ground (contrast at least 7:1), the text outlined in its own colour', () => {
    for (let i = 0; i < 20; i++) {
      const svg = captchaSvg(captchaText(), CAPTCHA_ALPHABET)
      const bg = /<rect [^>]*fill="([^"]+)"/.exec(svg)![1]!
      const text = /<path fill="(hsl[^"]+)" fill-rule="nonzero" stroke="([^"]+)"/.exec(svg)!
      expect(text[2]).toBe(text[1])
      const [hi, lo] = [luminance(bg), luminance(text[1]!)].sort((a, b) => b - a) as [number, number]
      expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(7)
    }
  })
})
