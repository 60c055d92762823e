import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

const box = {
  margin: `0 ${vars.space.md} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
} as const

export const added = style({ ...box, background: vars.color.positiveSoft, border: `1px solid ${vars.color.positive}` })
export const failed = style({ ...box, background: vars.color.criticalSoft, border: `1px solid ${vars.color.critical}` })
export const link = style({ color: vars.color.link, textDecoration: 'underline' })
