import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css.ts'

// The order pages of the member centre: white blocks on the grey page, dense tables, muted labels.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const block = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.lg} ${vars.space.xl}` })
export const blockHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.md })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: 0, color: vars.color.text })
export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, margin: `0 0 ${vars.space.sm}`, color: vars.color.text })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm, background: 'none', border: 0, padding: 0, cursor: 'pointer', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } })
export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs, minWidth: '96px' })
export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-start', gap: vars.space.sm })

// the list
export const tabCount = style({ marginLeft: vars.space.xs, color: vars.color.brand })
export const headRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 90px 70px 110px 120px 110px',
  gap: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const order = style({ border: `1px solid ${vars.color.border}`, background: vars.color.surface })
export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  alignItems: 'center',
  background: vars.color.surfaceMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const shop = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
export const orderBody = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 110px 120px 110px', gap: vars.space.md, padding: vars.space.md, alignItems: 'start' })
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
export const line = style({ display: 'grid', gridTemplateColumns: '60px minmax(0, 1fr) 90px 70px', gap: vars.space.md, alignItems: 'center', fontSize: vars.fontSize.sm })
export const lineName = style({ color: vars.color.text, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand } } })
export const cell = style({ fontSize: vars.fontSize.sm, color: vars.color.text, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, alignItems: 'flex-start' })
export const right = style({ textAlign: 'right' })
export const status = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
export const statusStrong = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium })
export const tag = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: `0 ${vars.space.xs}` })
export const refundTag = style({ fontSize: vars.fontSize.xs, color: vars.color.brand })

// the detail
export const steps = style({ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space.xl, alignItems: 'start' })
export const statusBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, borderRight: `1px solid ${vars.color.border}`, paddingRight: vars.space.xl })
export const bigStatus = style({ fontSize: vars.fontSize.xxl, color: vars.color.brand, fontWeight: vars.fontWeight.medium, margin: 0 })
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' })
export const destination = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
export const th = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, background: vars.color.surfaceMuted, padding: `${vars.space.sm} ${vars.space.md}` })
export const td = style({ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' })
export const goods = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 })
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr 140px', rowGap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginLeft: 'auto', width: '340px', marginTop: vars.space.md })
export const summaryValue = style({ textAlign: 'right', color: vars.color.text })
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xl, letterSpacing: '0.08em', color: vars.color.text, fontWeight: vars.fontWeight.bold })
export const qr = style({ width: '132px', height: '132px', border: `1px solid ${vars.color.border}`, padding: vars.space.xs, background: vars.color.surface })
export const codeBox = style({ display: 'flex', gap: vars.space.xl, alignItems: 'center' })
// the positive green darkened for text on white (#2f9e44 is 3.4:1; this is 5.6:1, axe color-contrast)
export const used = style({ color: '#1f7a33', fontWeight: vars.fontWeight.medium })
export const unused = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium })
export const slot = style({ display: 'contents' })

// timelines (logistics, refund log)
export const timeline = style({ listStyle: 'none', margin: 0, padding: `0 0 0 ${vars.space.lg}`, borderLeft: `2px solid ${vars.color.border}`, display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const event = style({ position: 'relative', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
globalStyle(`${event}::before`, { content: '""', position: 'absolute', left: `calc(-1 * ${vars.space.lg} - 6px)`, top: '5px', width: '10px', height: '10px', borderRadius: '50%', background: vars.color.borderStrong })
globalStyle(`${event}:first-child`, { color: vars.color.text })
globalStyle(`${event}:first-child::before`, { background: vars.color.brand })

// forms
export const form = style({ display: 'grid', gridTemplateColumns: '120px minmax(0, 520px)', gap: `${vars.space.md} ${vars.space.lg}`, alignItems: 'center', fontSize: vars.fontSize.sm })
export const formLabel = style({ color: vars.color.textMuted, textAlign: 'right' })
export const formTop = style({ alignSelf: 'start', paddingTop: vars.space.xs })
export const textarea = style({
  width: '100%',
  minHeight: '88px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  resize: 'vertical',
  selectors: { '&:focus': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-1px' } },
})
export const radios = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' })
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' })
export const problem = style({ color: vars.color.critical, fontSize: vars.fontSize.sm })
