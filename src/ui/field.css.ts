import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const required = style({ color: vars.color.critical, marginRight: vars.space.xxs })

export const control = style({
  height: '36px',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: 'border-color .15s, box-shadow .15s',
  selectors: {
    '&:hover': { borderColor: vars.color.textSubtle },
    '&:focus, &:focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textSubtle },
  },
})

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: '28px',
    backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='6'%3E%3Cpath d='M0 0l5 6 5-6z' fill='%23999'/%3E%3C/svg%3E")`,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 10px center',
    cursor: 'pointer',
  },
])

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical })

export const checkboxRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', fontSize: vars.fontSize.sm })
export const checkbox = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:hover': { borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
