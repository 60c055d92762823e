import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const packages = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.lg })
export const packageCard = style({ border: `1px solid ${vars.color.border}`, background: vars.color.surface, display: 'flex', flexDirection: 'column', height: '100%', selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } } })
export const packageCover = style({ width: '100%', height: '110px', objectFit: 'cover', background: vars.color.surfaceMuted })
export const packageFace = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '110px',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
})
export const packageBody = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start', flex: 1 })
export const packageName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium })
export const faceValue = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const detail = style({ display: 'grid', gridTemplateColumns: '320px 1fr', gap: vars.space.xl, alignItems: 'start' })
export const detailCover = style({ width: '320px', height: '180px', objectFit: 'cover', border: `1px solid ${vars.color.border}` })
export const price = style({ fontSize: vars.fontSize.xxl, color: vars.color.price, fontWeight: vars.fontWeight.bold })
export const statusSteps = style({ display: 'flex', gap: 0, margin: `${vars.space.md} 0 ${vars.space.xl}` })
export const statusStep = style({ flex: 1, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textSubtle, paddingTop: vars.space.sm, borderTop: `3px solid ${vars.color.surfaceSunken}` })
export const statusStepDone = style({ color: '#1f7a33', borderTopColor: vars.color.positive })
export const statusStepRefused = style({ color: vars.color.critical, borderTopColor: vars.color.critical })
export const accountCards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: vars.space.md })
export const accountCard = style({ border: `1px solid ${vars.color.border}`, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm })
export const accountCardDefault = style({ borderColor: vars.color.brand, background: '#fffdfd' })
export const accountHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md })
export const accountNo = style({ fontSize: vars.fontSize.lg, letterSpacing: '1px', fontVariantNumeric: 'tabular-nums' })
export const accountActions = style({ display: 'flex', gap: vars.space.md, marginTop: vars.space.xs, paddingTop: vars.space.sm, borderTop: `1px dashed ${vars.color.border}` })
export const chosen = style({ border: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} ${vars.space.md}`, display: 'flex', gap: vars.space.md, alignItems: 'center', fontSize: vars.fontSize.sm, width: '100%' })
