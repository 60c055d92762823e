import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css.ts'

// The member account pages: a white panel with a title bar, dense tables and cards (PC storefront).

export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`, minHeight: '480px' })
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, paddingBottom: vars.space.md, marginBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const headExtra = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm })
export const section = style({ marginTop: vars.space.xl })
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, marginBottom: vars.space.md, paddingLeft: vars.space.sm, borderLeft: `3px solid ${vars.color.brand}`, lineHeight: 1.2 })
export const muted = style({ color: vars.color.textMuted })
export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm })
export const link = style({ color: vars.color.link, cursor: 'pointer', background: 'none', border: 0, padding: 0, fontSize: 'inherit', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } })
export const dangerLink = style([link, { color: vars.color.textMuted }])
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' })
// the positive token is 3.4:1 on white: text in it is darkened to pass WCAG AA (4.5:1)
const positiveText = '#1f7a33'
export const positive = style({ color: positiveText })
export const negative = style({ color: vars.color.price })
export const tag = style({ display: 'inline-block', fontSize: vars.fontSize.xs, lineHeight: '18px', padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, color: vars.color.brand, background: vars.color.brandSoft, whiteSpace: 'nowrap' })
export const tagMuted = style([tag, { color: vars.color.textMuted, background: vars.color.surfaceSunken }])
export const tagPositive = style([tag, { color: positiveText, background: vars.color.positiveSoft }])
export const tagCaution = style([tag, { color: '#8a5100', background: '#fff4e0' }])

// link tabs (their state is in the URL)
export const tabs = style({ display: 'flex', gap: vars.space.xl, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.lg })
export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&[aria-current="page"]::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: '-1px', height: '2px', background: vars.color.brand },
  },
})
export const subTabs = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.md })
export const subTab = style({
  padding: `2px ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[aria-current="page"]': { color: vars.color.brandContrast, background: vars.color.brand, borderColor: vars.color.brand } },
})

// tables
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
globalStyle(`${table} th`, { background: vars.color.surfaceMuted, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, textAlign: 'left', padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' })
globalStyle(`${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' })
globalStyle(`${table} tbody tr:hover td`, { background: '#fafafa' })
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const nowrap = style({ whiteSpace: 'nowrap' })
export const pager = style({ marginTop: vars.space.lg, display: 'flex', justifyContent: 'flex-end' })

// forms (label column + field column, like the address form)
export const form = style({ display: 'grid', gridTemplateColumns: '120px minmax(0, 420px)', columnGap: vars.space.md, rowGap: vars.space.md, alignItems: 'center' })
export const formLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'right' })
export const formValue = style({ fontSize: vars.fontSize.md, color: vars.color.text, minHeight: '34px', display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const formActions = style({ gridColumn: '2', display: 'flex', gap: vars.space.sm, paddingTop: vars.space.xs })
export const inlineRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' })
export const grow = style({ flex: 1, minWidth: 0 })
export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.critical })
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })

// summary cards (balance, points)
export const summary = style({ display: 'flex', alignItems: 'stretch', border: `1px solid ${vars.color.border}`, background: '#fffaf9' })
export const summaryItem = style({ flex: 1, padding: `${vars.space.lg} ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.xs, selectors: { '& + &': { borderLeft: `1px dashed ${vars.color.border}` } } })
export const summaryLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const summaryValue = style({ fontSize: vars.fontSize.xxl, color: vars.color.price, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 })
export const summaryFraction = style({ fontSize: vars.fontSize.lg })
export const summaryActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: `0 ${vars.space.xl}` })
