import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ padding: `${vars.space.lg} 0 ${vars.space.xxl}` })

export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, margin: `0 0 ${vars.space.md}` })
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const titleCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md })

// one grid for the header row and every line, so the columns line up
const columns = '36px minmax(0, 1fr) 130px 130px 130px 90px'

export const tableHead = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  height: 40,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
export const colCenter = style({ textAlign: 'center' })

export const shop = style({ marginTop: vars.space.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface })
export const shopHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 40,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
})
export const shopLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand } } })

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 })
export const line = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
})
export const checkedLine = style({ background: '#fffbfb' })
export const goods = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', minWidth: 0 })
export const thumb = style({ flex: 'none', border: `1px solid ${vars.color.border}` })
export const goodsText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const goodsName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:hover': { color: vars.color.brand } },
})
export const spec = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
// the quantity's limit note (caution orange is too light for small text on white: WCAG AA)
export const note = style({ color: vars.color.brand, fontSize: vars.fontSize.xs })
export const struck = style({ display: 'block', color: vars.color.textSubtle, textDecoration: 'line-through', fontSize: vars.fontSize.xs })
export const subtotal = style({ textAlign: 'center', color: vars.color.price, fontWeight: vars.fontWeight.bold })
export const unitPrice = style({ textAlign: 'center' })
export const ops = style({ textAlign: 'center' })

export const qtyCell = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs })
export const qty = style({ display: 'inline-flex', border: `1px solid ${vars.color.borderStrong}`, height: 28 })
export const qtyButton = style({
  width: 26,
  border: 0,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle } },
})
export const qtyInput = style({
  width: 48,
  border: 0,
  borderLeft: `1px solid ${vars.color.borderStrong}`,
  borderRight: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
})

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { color: vars.color.brand, textDecoration: 'underline' }, '&:disabled': { opacity: 0.6, cursor: 'default' } },
})

export const invalidBox = style({ marginTop: vars.space.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface })
export const invalidLine = style({ color: vars.color.textSubtle })
export const invalidTag = style({
  justifySelf: 'start',
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})

export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  height: 56,
  paddingLeft: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
})
export const barSpacer = style({ flex: 1 })
export const barCount = style({ color: vars.color.textMuted })
export const barNum = style({ color: vars.color.price, fontWeight: vars.fontWeight.bold, margin: '0 2px' })
export const barTotal = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs })
export const barMoney = style({ color: vars.color.price, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold })
export const settle = style({
  alignSelf: 'stretch',
  minWidth: 120,
  border: 0,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:disabled': { background: vars.color.borderStrong, cursor: 'not-allowed' } },
})
