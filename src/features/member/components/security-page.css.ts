import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const panel = style({ background: vars.color.surface, padding: vars.space.xl, minHeight: '420px' })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: `0 0 ${vars.space.lg}` })
export const item = style({
  display: 'grid',
  gridTemplateColumns: '140px 1fr auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const itemName = style({ fontSize: vars.fontSize.md, color: vars.color.text, fontWeight: vars.fontWeight.medium })
export const itemText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const stateOn = style({ color: vars.color.positive, marginRight: vars.space.sm })
export const stateOff = style({ color: vars.color.critical, marginRight: vars.space.sm })
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `${vars.space.lg} 0 ${vars.space.lg} 156px`, maxWidth: '640px' })
export const stepTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' })
export const grow = style({ flex: 1 })
export const actions = style({ display: 'flex', gap: vars.space.sm })
