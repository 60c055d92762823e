import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const recent = style({ marginTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md })
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: vars.space.sm })
export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, margin: 0, color: vars.color.text })
export const more = style({ fontSize: vars.fontSize.sm, color: vars.color.link })
export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' })
export const row = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) 100px 90px',
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})
export const name = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const status = style({ color: vars.color.brand, textAlign: 'right' })
