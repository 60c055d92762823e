import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const price = style({ color: vars.color.price, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const muted = style({ color: vars.color.textSubtle, textDecoration: 'line-through' })
export const symbol = style({ fontSize: '0.8em', marginRight: '1px' })
export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
  xl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
})
