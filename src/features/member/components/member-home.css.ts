import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.xl })
export const profile = style({ display: 'flex', alignItems: 'center', gap: vars.space.xl })
export const avatar = style({ borderRadius: vars.radius.pill, border: `3px solid ${vars.color.brandSoft}`, flex: '0 0 auto' })
export const who = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const level = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
})
export const growth = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textSubtle, maxWidth: '420px' })
export const bar = style({ flex: 1, height: '6px', borderRadius: vars.radius.pill, background: vars.color.surfaceSunken, overflow: 'hidden' })
export const barFill = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.pill })
export const assets = style({ display: 'flex', gap: vars.space.xxl, paddingLeft: vars.space.xl, borderLeft: `1px solid ${vars.color.border}` })
export const asset = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const assetValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium, color: vars.color.price })
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, marginBottom: vars.space.lg })
export const counters = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)' })
export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})
export const counterValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.medium, color: vars.color.text })
