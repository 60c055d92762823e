import { createGlobalTheme, createThemeContract, globalFontFace, globalStyle } from '@vanilla-extract/css'

// Semantic tokens (Braid style): components use these names, never raw colours.
export const vars = createThemeContract({
  color: {
    brand: null, // the one brand colour
    brandHover: null,
    brandSoft: null, // tinted backgrounds (selected rows, tags)
    brandContrast: null, // text on brand
    text: null,
    textMuted: null,
    textSubtle: null,
    link: null,
    surface: null,
    surfaceMuted: null, // page background
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    critical: null,
    criticalSoft: null,
    positive: null,
    positiveSoft: null,
    caution: null,
    price: null, // prices are the brand's red in Chinese storefronts
    overlay: null,
    headerDark: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  layout: { content: null, header: null, sidebar: null },
  z: { header: null, sideTools: null, overlay: null, dialog: null, toast: null },
})

createGlobalTheme(':root', vars, {
  color: {
    brand: '#d4282d', // JD-like red, darkened to 5:1 on white (WCAG AA for small text)
    brandHover: '#b3151c',
    brandSoft: '#fdeeee',
    brandContrast: '#ffffff',
    text: '#333333',
    textMuted: '#666666',
    textSubtle: '#707070',
    link: '#005ea7',
    surface: '#ffffff',
    surfaceMuted: '#f5f5f5',
    surfaceSunken: '#eeeeee',
    border: '#e5e5e5',
    borderStrong: '#cccccc',
    critical: '#d9363e',
    criticalSoft: '#fff1f0',
    positive: '#2f9e44',
    positiveSoft: '#ebfbee',
    caution: '#f08c00',
    price: '#d4282d',
    overlay: 'rgba(0, 0, 0, 0.45)',
    headerDark: '#333333',
  },
  font: {
    // CJK system fonts before the generic family, so Chinese never falls back to boxes
    body: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px', xxl: '22px', display: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.3', normal: '1.6' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,0.06)',
    md: '0 2px 8px rgba(0,0,0,0.1)',
    lg: '0 8px 24px rgba(0,0,0,0.16)',
  },
  layout: { content: '1210px', header: '180px', sidebar: '210px' },
  z: { header: '50', sideTools: '60', overlay: '100', dialog: '110', toast: '200' },
})

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html, body', { margin: 0, padding: 0 })
// a member's first screen is the visitor's (server/http/first-view.ts marks <html data-member>): its
// "please log in" parts stay hidden, their room kept, until the app takes over (#app loses `inert`)
globalStyle('html[data-member] #app[inert] [data-visitor-only]', { visibility: 'hidden' })
// a browser that has seen the top advert its 3 times (cookie, server/http/first-view.ts): the first
// screen leaves the strip out, as the app will
globalStyle('html[data-top-advert-off] #app[inert] [data-top-advert]', { display: 'none' })
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
})
// The body stack puts the CJK fonts first (Chinese never falls back), whose curly quotes are full
// width: in English text “…” looked like two gaps. An English page takes just those quotes from a
// Latin font the machine has (the rest of the text keeps the body stack).
const LATIN_QUOTES = 'Bazaar Latin Quotes'
globalFontFace(LATIN_QUOTES, {
  src: 'local("Segoe UI"), local("Helvetica Neue"), local("Helvetica"), local("Arial"), local("Roboto"), local("Liberation Sans"), local("DejaVu Sans")',
  unicodeRange: 'U+2018-2019, U+201C-201D',
})
globalStyle('html:lang(en) body', { fontFamily: `"${LATIN_QUOTES}", ${vars.font.body}` })
globalStyle('a', { color: 'inherit', textDecoration: 'none' })
globalStyle('a:hover', { color: vars.color.brand })
globalStyle('img', { maxWidth: '100%', display: 'block' })
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })
globalStyle('ul, ol', { listStyle: 'none', margin: 0, padding: 0 })
globalStyle('h1, h2, h3, h4, p', { margin: 0 })
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' })
