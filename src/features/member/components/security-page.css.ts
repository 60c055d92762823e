import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`, minHeight: '480px' })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` })
// the positive token is 3.4:1 on white: darkened for text (WCAG AA)
export const stateOn = style({ color: '#1f7a33', marginRight: vars.space.sm })
export const stateOff = style({ color: vars.color.critical, marginRight: vars.space.sm })
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const stepTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' })
export const grow = style({ flex: 1 })
export const actions = style({ display: 'flex', gap: vars.space.sm })
