import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ paddingBottom: vars.space.xxl })
export const crumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.md} 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const crumbStrong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  background: vars.color.surface,
  padding: '0 6px',
  lineHeight: '20px',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
})
export const clearAll = style({ background: 'none', border: 0, color: vars.color.link, cursor: 'pointer', fontSize: vars.fontSize.xs })

export const filters = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, marginBottom: vars.space.md })
export const filterRow = style({ display: 'flex', borderBottom: `1px dashed ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } } })
export const filterLabel = style({ width: 110, flex: 'none', padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surfaceMuted, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const filterBody = style({ flex: 1, padding: `${vars.space.sm} ${vars.space.md}`, minWidth: 0 })
export const filterActions = style({ flex: 'none', padding: vars.space.sm, display: 'flex', alignItems: 'flex-start', gap: vars.space.xs })
export const smallButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  padding: '0 8px',
  lineHeight: '22px',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
})
export const initials = style({ display: 'flex', flexWrap: 'wrap', gap: 2, marginBottom: vars.space.sm })
export const initial = style({
  border: 0,
  background: 'none',
  padding: '0 6px',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandContrast } },
})
export const brandGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))', gap: 1 })
export const brandItem = style({
  height: 52,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  padding: 2,
  overflow: 'hidden',
  selectors: { '&:hover, &[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand } },
})
export const values = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` })
export const valueButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.link,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-pressed="true"]': { color: vars.color.brand } },
})
export const multiRow = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm, justifyContent: 'center' })

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  padding: `0 ${vars.space.md}`,
  height: 40,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
})
export const sortKeys = style({ display: 'flex' })
export const sortKey = style({
  border: `1px solid ${vars.color.border}`,
  marginLeft: -1,
  background: vars.color.surface,
  height: 24,
  padding: '0 12px',
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast } },
})
export const priceBox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const priceInput = style({ width: 64, height: 24, border: `1px solid ${vars.color.border}`, padding: '0 4px', fontSize: vars.fontSize.xs })
export const total = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const totalNum = style({ color: vars.color.brand })

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 10 })
export const dim = style({ opacity: 0.6, transition: 'opacity .2s' })
export const skeletonCard = style({ background: vars.color.surface, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const pager = style({ marginTop: vars.space.xl, display: 'flex', justifyContent: 'center' })
export const empty = style({ background: vars.color.surface, padding: `${vars.space.xxl} 0` })
export const emptyLinks = style({ display: 'flex', gap: vars.space.lg, justifyContent: 'center', fontSize: vars.fontSize.sm, color: vars.color.link })
