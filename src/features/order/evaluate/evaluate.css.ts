import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs })
export const star = style({ border: 0, background: 'none', padding: 0, fontSize: '22px', lineHeight: 1, color: vars.color.borderStrong, cursor: 'pointer' })
export const starOn = style({ color: vars.color.caution })
export const starsShown = style({ color: vars.color.caution, letterSpacing: '1px', marginRight: vars.space.sm })
export const line = style({ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: vars.space.xl, padding: `${vars.space.lg} 0`, borderBottom: `1px solid ${vars.color.border}` })
export const goods = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center', fontSize: vars.fontSize.sm })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm })
export const images = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' })
export const thumb = style({ position: 'relative', width: '72px', height: '72px', border: `1px solid ${vars.color.border}` })
export const thumbImg = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const remove = style({
  position: 'absolute',
  top: '-8px',
  right: '-8px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: 0,
  background: vars.color.text,
  color: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
})
export const add = style({
  width: '72px',
  height: '72px',
  border: `1px dashed ${vars.color.borderStrong}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  textAlign: 'center',
})
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' })
export const first = style({ background: vars.color.surfaceMuted, padding: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted, borderRadius: vars.radius.sm })
export const shopScores = style({ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: `${vars.space.sm} ${vars.space.lg}`, alignItems: 'center', fontSize: vars.fontSize.sm })
export const submit = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.lg, marginTop: vars.space.lg })
