import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const row = style({ borderBottom: `1px solid ${vars.color.border}` })
export const head = style({ display: 'grid', gridTemplateColumns: '140px 1fr auto', alignItems: 'center', gap: vars.space.lg, padding: `${vars.space.lg} 0` })
export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `0 0 ${vars.space.lg} 156px`, maxWidth: '640px' })
