import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const nav = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.lg} 0` })
export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const item = style({
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      cursor: 'default',
    },
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
})

export const gap = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textSubtle })
