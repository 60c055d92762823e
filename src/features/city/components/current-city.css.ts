import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs })
export const pin = style({ width: '14px', height: '14px', color: vars.color.brand })
export const title = style({ color: vars.color.text })
export const change = style({
  padding: '0 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  lineHeight: '18px',
  color: vars.color.textMuted,
  background: vars.color.surface,
  selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand } },
})
