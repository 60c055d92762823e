import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.surface}`,
  padding: vars.space.md,
  transition: 'border-color .15s, box-shadow .15s',
  selectors: { '&:hover': { borderColor: vars.color.border, boxShadow: vars.shadow.md } },
})
export const imageLink = style({ display: 'block', marginBottom: vars.space.sm })
export const image = style({ width: '100%' })
export const prices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minHeight: 24 })
export const name = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  lineHeight: '18px',
  height: 36,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  margin: `${vars.space.xs} 0`,
})
export const meta = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.xs, color: vars.color.textSubtle, gap: vars.space.sm })
export const sales = style({ color: vars.color.link, whiteSpace: 'nowrap' })
export const shop = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.fontSize.xs, color: vars.color.textSubtle, marginTop: vars.space.xxs })
export const tags = style({ display: 'flex', gap: vars.space.xs, marginTop: vars.space.xs, minHeight: 18 })
export const tag = style({
  fontSize: 11,
  lineHeight: '16px',
  padding: '0 4px',
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
})
export const tagSolid = style([tag, { background: vars.color.brand, color: vars.color.brandContrast }])
