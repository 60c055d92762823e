import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', minWidth: vars.layout.content })
export const main = style({ flex: 1, width: '100%', outline: 'none', paddingBottom: vars.space.xl })
export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  zIndex: vars.z.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.brandContrast } },
})
