import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const sidebar = style({ flex: `0 0 ${vars.layout.sidebar}`, alignSelf: 'flex-start', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.sm} 0` })
export const group = style({ padding: `${vars.space.sm} 0` })
export const groupTitle = style({ padding: `${vars.space.xs} ${vars.space.xl}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text })
export const item = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.xl} ${vars.space.xs} 36px`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderLeft: '3px solid transparent',
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted } },
})
export const active = style({ color: vars.color.brand, borderLeftColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: vars.fontWeight.medium })
