import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const countdown = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontVariantNumeric: 'tabular-nums' })
export const cell = style({
  minWidth: '24px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.headerDark,
  color: vars.color.brandContrast,
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
})
export const sep = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold })
export const label = style({ marginRight: vars.space.xs, color: vars.color.textMuted })
