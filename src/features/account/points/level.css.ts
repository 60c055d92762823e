import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const card = style({ display: 'grid', gridTemplateColumns: '220px 1fr', gap: vars.space.xl, alignItems: 'center', padding: `${vars.space.lg} ${vars.space.xl}`, border: `1px solid ${vars.color.border}`, background: 'linear-gradient(90deg, #fff6f0, #ffffff)' })
export const levelName = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: '#8a5100' })
export const progressBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const track = style({ height: '8px', borderRadius: vars.radius.pill, background: vars.color.surfaceSunken, overflow: 'hidden', maxWidth: '520px' })
export const bar = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.pill })
export const currentRow = style({ background: vars.color.brandSoft })
export const rules = style({ listStyle: 'disc', paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
