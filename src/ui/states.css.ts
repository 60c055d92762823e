import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } })

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} .7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
})

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
})

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.surfaceMuted} 37%, ${vars.color.surfaceSunken} 63%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
})

export const compact = style({ padding: vars.space.sm, flexDirection: 'row', gap: vars.space.sm })

export const stateIcon = style({ width: '40px', height: '40px', color: vars.color.borderStrong })
export const errorIcon = style({ color: vars.color.critical })

export const stateTitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md })
