import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const banner = style({ width: '100%', marginBottom: vars.space.md, background: vars.color.surfaceSunken })
export const body = style({ display: 'grid', gridTemplateColumns: `${vars.layout.sidebar} 1fr`, gap: vars.space.md, alignItems: 'start', paddingTop: vars.space.md })
export const main = style({ minWidth: 0 })
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: '40px',
  padding: `0 ${vars.space.md}`,
  marginBottom: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.brand}`,
})
export const headingTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
export const more = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const intro = style({ marginTop: vars.space.md, padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const introTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text, marginBottom: vars.space.xs })
