import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md })
export const coupon = style({ display: 'flex', border: `1px solid ${vars.color.border}`, background: vars.color.surface, minHeight: '112px' })
export const couponOff = style({ background: vars.color.surfaceMuted })
export const valueOff = style({ background: vars.color.surfaceSunken, color: vars.color.textMuted })
export const value = style({ flex: '0 0 116px', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.xxs, background: vars.color.brand, color: vars.color.brandContrast, padding: vars.space.sm, textAlign: 'center' })
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 })
export const threshold = style({ fontSize: vars.fontSize.xs })
export const body = style({ flex: 1, minWidth: 0, padding: `${vars.space.sm} ${vars.space.md}`, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const name = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const foot = style({ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
