import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

const slide = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -12px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } })

export const region = style({ position: 'fixed', top: '20px', left: 0, right: 0, height: 0, zIndex: vars.z.toast, pointerEvents: 'none' })

export const toast = style({
  position: 'absolute',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '260px',
  maxWidth: '560px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
  pointerEvents: 'auto',
  animation: `${slide} .2s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

// text colours darker than the borders: at least 4.5:1 on the tinted backgrounds (WCAG AA)
export const tone = styleVariants({
  // the tone shows in the border and the tint; the text stays dark (green or amber text on their tints is under 4.5:1)
  success: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.text },
  error: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.critical },
  warning: { background: '#fff8e6', borderColor: vars.color.caution, color: vars.color.text },
  info: { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
})

export const text = style({ flex: 1 })
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  opacity: 0.8,
  cursor: 'pointer',
  padding: vars.space.xxs,
  selectors: { '&:hover': { opacity: 1 } },
})
