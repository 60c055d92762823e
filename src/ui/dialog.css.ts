import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(.97)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} .15s ease-out`,
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.z.dialog,
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 64px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} .15s ease-out`,
  outline: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text })

export const close = style({
  width: '28px',
  height: '28px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
})

export const body = style({ padding: vars.space.lg, overflow: 'auto', flex: 1 })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md })

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
})
