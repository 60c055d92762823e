import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', minWidth: vars.layout.content })
export const header = style({ background: vars.color.surface })
export const main = style({ flex: 1, width: '100%', outline: 'none' })
/** the shop pages keep some space above the footer */
export const spaced = style({ paddingBottom: vars.space.xl })
export const column = style({ width: vars.layout.content, maxWidth: '100%', margin: '0 auto', paddingTop: vars.space.lg })

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

/** where the footer will be while its code loads */
export const footerSpace = style({ minHeight: '420px' })

/** the top advert's 70 px, kept while its code and data load so the page does not jump */
export const advertSpace = style({ height: '70px' })
