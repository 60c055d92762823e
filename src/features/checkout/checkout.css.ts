import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css.ts'

// the order-confirm page, the cashier and the result: one dense column, white blocks on the grey page
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `${vars.space.lg} 0 ${vars.space.xxl}` })
export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0 })
export const block = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.lg} ${vars.space.xl}` })
export const blockHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.md })
export const blockTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: 0, color: vars.color.text })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })

// addresses
export const addresses = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md })
export const address = style({
  position: 'relative',
  textAlign: 'left',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  minHeight: '112px',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
})
export const addressChosen = style({ borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft })
export const addressName = style({ fontWeight: vars.fontWeight.medium, display: 'flex', gap: vars.space.sm, alignItems: 'center' })
export const addressEdit = style({ position: 'absolute', right: vars.space.md, bottom: vars.space.sm })
export const addressAdd = style({ alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted, borderStyle: 'dashed' })
export const tag = style({ fontSize: vars.fontSize.xs, color: vars.color.brandContrast, background: vars.color.brand, borderRadius: vars.radius.sm, padding: `0 ${vars.space.xs}`, lineHeight: '18px' })

// a shop's goods
export const shopName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: `0 0 ${vars.space.sm}` })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
export const th = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, background: vars.color.surfaceMuted, padding: `${vars.space.sm} ${vars.space.md}` })
export const td = style({ padding: `${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' })
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' })
export const goods = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 })
export const goodsName = style({ color: vars.color.text, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' })
export const options = style({ display: 'grid', gridTemplateColumns: '120px 1fr', gap: `${vars.space.md} ${vars.space.md}`, alignItems: 'center', marginTop: vars.space.md, fontSize: vars.fontSize.sm })
export const optionLabel = style({ color: vars.color.textMuted, textAlign: 'right' })
export const optionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', minWidth: 0 })
export const chip = style({
  height: '30px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-checked="true"]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft },
    '&:hover': { borderColor: vars.color.brand },
  },
})
export const promo = style({ color: vars.color.brand, fontSize: vars.fontSize.xs, border: `1px solid ${vars.color.brand}`, borderRadius: vars.radius.sm, padding: `0 ${vars.space.xs}` })
export const wide = style({ width: '100%', maxWidth: '520px' })
export const shopTotal = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.xl}`, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const shopPart = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, margin: 0 })
export const shopPartValue = style({ margin: 0, color: vars.color.text })

// summary and submit
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr 140px', justifyContent: 'end', rowGap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginLeft: 'auto', width: '360px' })
export const summaryValue = style({ textAlign: 'right', color: vars.color.text })
export const submitBar = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.xl, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.md} ${vars.space.xl}` })
export const payable = style({ fontSize: vars.fontSize.md, color: vars.color.text, display: 'flex', alignItems: 'baseline', gap: vars.space.sm })
export const shipTo = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, maxWidth: '520px', textAlign: 'right' })
export const problem = style({ color: vars.color.critical, fontSize: vars.fontSize.sm })
export const balanceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', fontSize: vars.fontSize.sm })
export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm })
export const updating = style({ opacity: 0.6, transition: 'opacity .15s' })

// store picker
export const storeRow = style({ cursor: 'pointer', selectors: { '&:hover': { background: vars.color.surfaceMuted } } })
export const storeChosen = style({ background: vars.color.brandSoft })

// pay password
export const pinField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' })
export const pin = style({ letterSpacing: '8px', fontSize: vars.fontSize.xl, width: '220px', textAlign: 'center' })

// cashier and result
export const cashierHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.xl })
export const amount = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.md, color: vars.color.text })
export const orders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const methods = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' })
export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '200px',
  height: '56px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: { '&[aria-checked="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` }, '&:hover': { borderColor: vars.color.brand } },
})
export const methodIcon = style({ width: '28px', height: '28px', borderRadius: vars.radius.md, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: '#fff', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold })
export const payActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.lg })
export const qr = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const result = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.xxl} 0` })
export const resultIcon = style({ width: '64px', height: '64px' })
export const resultOk = style({ color: vars.color.positive })
export const resultFail = style({ color: vars.color.critical })
export const resultTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0 })
export const resultActions = style({ display: 'flex', gap: vars.space.md, marginTop: vars.space.md })
export const addressPick = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '4px' } },
})
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const summaryRow = style({ display: 'contents' })
export const summaryLabel = style({ margin: 0 })
export const discountsTitle = style({ marginBottom: vars.space.md })
export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0 })
export const timeSelect = style({ width: '240px' })
