import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ paddingTop: vars.space.md })
export const crumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const crumb = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.link,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
})
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
