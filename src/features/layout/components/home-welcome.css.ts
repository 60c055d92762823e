import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

// sits right of the always-open 210 px category menu of the home page, as tall as it
export const row = style({ display: 'flex', gap: vars.space.md, paddingLeft: `calc(${vars.layout.sidebar} + ${vars.space.md})`, paddingTop: vars.space.md, minHeight: '442px' })
export const hero = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `0 ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.brandContrast,
})
export const title = style({ fontSize: '34px', fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })
export const desc = style({ maxWidth: '560px', fontSize: vars.fontSize.lg, opacity: 0.92 })
export const actions = style({ display: 'flex', gap: vars.space.md })
export const heroButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '40px',
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.brandHover, boxShadow: vars.shadow.md } },
})
export const heroGhost = style([heroButton, { background: 'transparent', color: vars.color.brandContrast, border: `1px solid rgba(255,255,255,.7)`, selectors: { '&:hover': { color: vars.color.brandContrast, background: 'rgba(255,255,255,.12)' } } }])
export const side = style({
  width: '240px',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})
export const sideTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium })
export const sideLink = style({ display: 'flex', justifyContent: 'space-between', padding: `${vars.space.sm} 0`, borderBottom: `1px dashed ${vars.color.border}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
