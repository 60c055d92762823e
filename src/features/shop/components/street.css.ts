import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ paddingTop: vars.space.md })
export const left = style({ display: 'flex', alignItems: 'center' })
export const clear = style({
  border: 'none',
  background: 'none',
  color: vars.color.link,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
})
