import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const bar = style({
  position: 'fixed',
  right: 0,
  top: 0,
  bottom: 0,
  width: '36px',
  zIndex: vars.z.sideTools,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  background: vars.color.headerDark,
  '@media': { '(max-width: 1290px)': { top: 'auto', bottom: '80px', background: 'transparent' } },
})

export const list = style({ display: 'flex', flexDirection: 'column', gap: '1px' })

export const tool = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '40px',
  padding: 0,
  border: 0,
  background: vars.color.headerDark,
  color: '#fff',
  cursor: 'pointer',
  outlineOffset: '-3px',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brand, color: '#fff' } },
})

// the label slides out to the left on hover/focus
export const label = style({
  position: 'absolute',
  right: '100%',
  top: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  background: vars.color.brand,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  opacity: 0,
  pointerEvents: 'none',
  transform: 'translateX(8px)',
  transition: 'opacity .15s, transform .15s',
  selectors: {
    [`${tool}:hover &, ${tool}:focus-visible &`]: { opacity: 1, transform: 'none' },
  },
})

export const count = style({
  position: 'absolute',
  top: '3px',
  right: '2px',
  minWidth: '15px',
  height: '15px',
  padding: '0 3px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontSize: '10px',
  lineHeight: '15px',
  textAlign: 'center',
})

export const bottom = style({ position: 'absolute', bottom: vars.space.lg, right: 0 })

export const popover = style({
  zIndex: vars.z.sideTools,
  width: '240px',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const popTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const popLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text })
