import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xl, padding: `${vars.space.lg} 0 ${vars.space.md}` })

export const logoLink = style({ display: 'flex', alignItems: 'center', flexShrink: 0, height: '64px', width: '210px' })
export const logoImage = style({ maxHeight: '64px', width: 'auto', maxWidth: '210px' })
export const logoText = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  letterSpacing: '1px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const logoSmall = style({ height: '48px', width: 'auto' })

export const search = style({ flex: 1, minWidth: 0, paddingTop: vars.space.xs })
export const form = style({
  display: 'flex',
  alignItems: 'stretch',
  height: '40px',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
})
export const typeSelect = style({
  appearance: 'none',
  border: 0,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `0 22px 0 ${vars.space.md}`,
  background: `${vars.color.surfaceMuted} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='5'%3E%3Cpath d='M0 0l4 5 4-5z' fill='%23999'/%3E%3C/svg%3E") no-repeat right 8px center`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outlineOffset: '-3px',
})
export const categorySelect = style([typeSelect, { maxWidth: '130px', background: `${vars.color.surface} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='5'%3E%3Cpath d='M0 0l4 5 4-5z' fill='%23999'/%3E%3C/svg%3E") no-repeat right 8px center`, color: vars.color.textMuted }])
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textSubtle } },
})
export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xl}`,
  border: 0,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outlineOffset: '-4px',
  selectors: { '&:hover': { background: vars.color.brandHover } },
})

export const hotWords = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflow: 'hidden',
  gap: vars.space.md,
  height: '20px',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
})
export const hotWord = style({ whiteSpace: 'nowrap', color: vars.color.textSubtle, selectors: { '&:first-child': { color: vars.color.brand } } })

export const cart = style({
  position: 'relative',
  flexShrink: 0,
  marginTop: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '40px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
})
export const badge = style({
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: '11px',
  lineHeight: '18px',
  textAlign: 'center',
})
