import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const menu = style({ position: 'relative', width: vars.layout.sidebar, flexShrink: 0, zIndex: vars.z.header })

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'default',
  outlineOffset: '-3px',
})

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  width: vars.layout.sidebar,
  height: '430px',
  display: 'none',
  background: vars.color.headerDark,
  color: '#fff',
})
export const panelOpen = style({ display: 'block' })
globalStyle(`${menu}:hover ${panel}, ${menu}:focus-within ${panel}`, { display: 'block' })

export const list = style({ height: '100%', overflow: 'hidden', padding: `${vars.space.xs} 0` })

export const row = style({ position: 'static' })
export const rowLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '42px',
  padding: `0 ${vars.space.lg}`,
  color: '#fff',
  fontSize: vars.fontSize.md,
  outlineOffset: '-2px',
})
globalStyle(`${row}:hover, ${row}:focus-within`, { background: vars.color.surface })
globalStyle(`${row}:hover > ${rowLink}, ${row}:focus-within > ${rowLink}`, { color: vars.color.brand })
globalStyle(`${rowLink}:hover`, { color: vars.color.brand })
export const rowName = style({ flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })
// English names are longer ("Beauty & Personal Care"): a little less padding and tracking in the
// fixed-width sidebar, so the level-1 names show whole
globalStyle(`:lang(en) ${rowLink}`, { padding: '0 12px' })
globalStyle(`:lang(en) ${rowName}`, { letterSpacing: '-0.2px' })
export const rowArrow = style({ opacity: 0.6, fontSize: vars.fontSize.xs })
export const rowIcon = style({ width: '17px', height: '17px', flexShrink: 0, borderRadius: vars.radius.sm })

// style 3: up to three level-2 names under each level-1 row
export const rowTall = style({ padding: `${vars.space.xxs} 0` })
globalStyle(`${rowTall} > ${rowLink}`, { minHeight: '22px' })
// one line: a name that does not fit whole wraps onto the hidden second line (never cut mid-word)
export const subNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  height: '16px',
  overflow: 'hidden',
  padding: `0 ${vars.space.lg} 0 41px`,
  fontSize: vars.fontSize.xs,
  lineHeight: '16px',
})
export const subName = style({ color: 'rgba(255,255,255,.7)', whiteSpace: 'nowrap', selectors: { '&:hover': { textDecoration: 'underline' } } })
// a glossary word may start lower case ("fresh food"): a menu entry starts with a capital
globalStyle(`${subName}::first-letter`, { textTransform: 'uppercase' })
globalStyle(`:lang(en) ${subNames}`, { paddingLeft: '37px', paddingRight: '12px' })
globalStyle(`${row}:hover ${subName}, ${row}:focus-within ${subName}`, { color: vars.color.textMuted })

export const flyout = style({
  position: 'absolute',
  top: 0,
  left: '100%',
  width: '790px',
  height: '100%',
  display: 'none',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: 0,
  boxShadow: vars.shadow.md,
})
globalStyle(`${row}:hover > ${flyout}, ${row}:focus-within > ${flyout}`, { display: 'block' })

// style 2: level-2 tiles, 4 per row
export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.md })
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
})
export const tileImage = style({ width: '30px', height: '30px', flexShrink: 0 })

// style 3: level-2 title + level-3 links
export const group = style({ display: 'flex', gap: vars.space.lg, padding: `${vars.space.sm} 0`, borderBottom: `1px dashed ${vars.color.border}` })
export const groupTitle = style({
  width: '96px',
  flexShrink: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textAlign: 'right',
})
export const groupLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} 0`, fontSize: vars.fontSize.sm })
export const groupLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  borderLeft: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  lineHeight: '16px',
  selectors: { '&:first-child': { borderLeft: 0, paddingLeft: 0 } },
})
export const groupImage = style({ width: '24px', height: '24px' })

export const state = style({ padding: vars.space.lg, color: 'rgba(255,255,255,.8)', fontSize: vars.fontSize.sm })
