import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surfaceMuted })
export const top = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` })
export const topInner = style({ display: 'flex', alignItems: 'center', height: '88px' })
export const body = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: `${vars.space.xxl} ${vars.space.lg}` })
export const card = style({
  width: '560px',
  maxWidth: '100%',
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
})
export const code = style({ fontSize: '72px', lineHeight: 1, fontWeight: vars.fontWeight.bold, color: vars.color.brand, letterSpacing: '4px' })
export const art = style({ width: '96px', height: '96px', margin: '0 auto', color: vars.color.brand })
export const title = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const text = style({ marginTop: vars.space.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, whiteSpace: 'pre-line' })
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.xl })
export const search = style({ display: 'flex', marginTop: vars.space.xl, border: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md, overflow: 'hidden' })
export const searchInput = style({ flex: 1, minWidth: 0, height: '38px', border: 0, padding: `0 ${vars.space.md}`, outline: 'none' })
export const searchButton = style({ border: 0, padding: `0 ${vars.space.xl}`, background: vars.color.brand, color: vars.color.brandContrast, cursor: 'pointer', outlineOffset: '-4px' })
export const contact = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: `0 ${vars.space.lg}`, marginTop: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textSubtle })
export const inFrame = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xxl} ${vars.space.lg} 64px` })
