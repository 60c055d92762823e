import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } })

/** one line's height: the list shows PANEL_VISIBLE_LINES of them, then scrolls */
export const LINE_HEIGHT = 80

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: '360px',
  maxWidth: '100vw',
  zIndex: vars.z.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} .2s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: '48px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.headerDark,
  color: '#fff',
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: 0 })

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgba(255,255,255,.15)' } },
})

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 })

export const subhead = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' })

export const line = style({
  display: 'grid',
  gridTemplateColumns: '60px 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
  height: `${LINE_HEIGHT}px`,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const thumb = style({ display: 'block', width: '60px', height: '60px', border: `1px solid ${vars.color.border}` })

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
})

export const lineSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })

export const times = style({ color: vars.color.textMuted })

export const invalid = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { color: vars.color.brand, textDecoration: 'underline' }, '&:disabled': { cursor: 'default', opacity: 0.6 } },
})

export const center = style({ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.md, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted })

export const foot = style({
  marginTop: 'auto',
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const summary = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const total = style({ color: vars.color.price, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })
