import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

// the order detail's 满减送 block and the gift line's mark
export const rewardBlock = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
})
export const rewardTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, margin: `0 0 ${vars.space.sm}`, display: 'flex', gap: vars.space.sm, alignItems: 'baseline' })
export const rewardName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })
export const rewardLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text })
export const rewardStates = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const rewardDone = style({ color: vars.color.text })
export const rewardLink = style({ color: vars.color.link, marginLeft: vars.space.xs, textDecoration: 'underline' })
export const giftTag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.brand,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
})
