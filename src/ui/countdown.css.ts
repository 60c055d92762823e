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
// the label and the separators take the colour of what they sit on (dark text on white, white on the
// red limited-time bar): a fixed grey read 1.13:1 on red (issue 13, item 6)
export const sep = style({ color: 'inherit', fontWeight: vars.fontWeight.bold })
export const label = style({ marginRight: vars.space.xs, color: 'inherit' })
