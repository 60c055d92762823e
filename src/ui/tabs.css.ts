import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const list = style({ display: 'flex', gap: vars.space.xl, borderBottom: `1px solid ${vars.color.border}` })

export const trigger = style({
  position: 'relative',
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[data-state="active"]': { color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: '2px',
      background: vars.color.brand,
    },
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
})

export const panel = style({ paddingTop: vars.space.lg, outline: 'none' })
