import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css.ts'

export const form = style({ display: 'grid', gridTemplateColumns: '120px 1fr', columnGap: vars.space.md, rowGap: vars.space.md, alignItems: 'start' })
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: '34px', textAlign: 'right' })
export const required = style({ color: vars.color.critical, marginRight: vars.space.xxs })
export const cell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const narrow = style({ maxWidth: '320px' })
export const regions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const region = style({ minWidth: '130px', flex: '1 1 0' })
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical })
export const actions = style({ gridColumn: '2', display: 'flex', gap: vars.space.sm, paddingTop: vars.space.xs })

// the address book (member centre)
export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.md })
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle })
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: vars.space.md })
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
})
export const cardDefault = style({ borderColor: vars.color.brand })
export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md, color: vars.color.text })
export const tag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.brand,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  lineHeight: '18px',
})
export const muted = style({ color: vars.color.textMuted, wordBreak: 'break-all' })
export const cardActions = style({ display: 'flex', gap: vars.space.md, marginTop: 'auto', paddingTop: vars.space.sm, borderTop: `1px dashed ${vars.color.border}` })
export const pageTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text, margin: 0 })
export const panel = style({ background: vars.color.surface, padding: vars.space.xl, minHeight: '420px' })
