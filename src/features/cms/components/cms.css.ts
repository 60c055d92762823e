import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const crumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const crumbLink = style({ color: vars.color.textMuted })
export const crumbCurrent = style({ color: vars.color.text, maxWidth: '600px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const withSidebar = style({ display: 'grid', gridTemplateColumns: `${vars.layout.sidebar} 1fr`, gap: vars.space.md, alignItems: 'start' })
export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, minWidth: 0 })
export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: '44px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, paddingLeft: vars.space.sm, borderLeft: `3px solid ${vars.color.brand}`, lineHeight: 1.1 })
export const panelNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const panelBody = style({ padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}` })

// sidebar
export const sidebar = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}` })
export const sidebarHead = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { color: vars.color.brandContrast, background: vars.color.brandHover } },
})
export const sidebarItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.surfaceSunken}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted },
    '&[data-status="active"], &[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
})

// article rows
export const rows = style({})
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  height: '40px',
  borderBottom: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
})
export const rowLink = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  selectors: { '&::before': { content: '""', display: 'inline-block', width: '4px', height: '4px', marginRight: vars.space.sm, verticalAlign: 'middle', background: vars.color.borderStrong } },
})
export const rowDate = style({ flexShrink: 0, color: vars.color.textSubtle, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' })
export const pager = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.lg })

// help overview: a card per class
export const classGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.md })
export const classCard = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}` })
export const classHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: '36px', borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.xs })
export const classTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })
export const more = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const classRow = style({ fontSize: vars.fontSize.sm, lineHeight: '30px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

// an article
export const article = style({ padding: `${vars.space.xl} ${vars.space.xxl} ${vars.space.xxl}` })
export const articleTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, textAlign: 'center', lineHeight: vars.lineHeight.tight })
export const articleMeta = style({ marginTop: vars.space.sm, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const content = style({ paddingTop: vars.space.lg, fontSize: vars.fontSize.md, lineHeight: 1.9, color: vars.color.text, overflowWrap: 'anywhere' })
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.md}` })
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', margin: `${vars.space.sm} auto` })
globalStyle(`${content} a`, { color: vars.color.link, textDecoration: 'underline' })
globalStyle(`${content} h1, ${content} h2, ${content} h3, ${content} h4`, { margin: `${vars.space.lg} 0 ${vars.space.sm}`, lineHeight: vars.lineHeight.tight })
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.xl, margin: `0 0 ${vars.space.md}` })
globalStyle(`${content} ul`, { listStyle: 'disc' })
globalStyle(`${content} ol`, { listStyle: 'decimal' })
globalStyle(`${content} table`, { borderCollapse: 'collapse', margin: `0 0 ${vars.space.md}` })
globalStyle(`${content} td, ${content} th`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}` })
