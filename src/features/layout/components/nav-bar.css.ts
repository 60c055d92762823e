import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const bar = style({ borderBottom: `2px solid ${vars.color.brand}`, background: vars.color.surface })
export const inner = style({ display: 'flex', alignItems: 'stretch', height: '40px' })

export const nav = style({ display: 'flex', alignItems: 'stretch', flex: 1, minWidth: 0, overflow: 'hidden' })
export const navList = style({ display: 'flex', alignItems: 'stretch' })
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  outlineOffset: '-3px',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    // English names are longer: tighter, so every item shows whole (issue 13; nav-bar.tsx QUICK_CATEGORIES)
    'html:lang(en) &': { padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.md },
  },
})

export const quick = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingLeft: vars.space.lg,
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
})
export const quickLink = style({ color: vars.color.textMuted, whiteSpace: 'nowrap', selectors: { 'html:lang(en) &': { fontSize: vars.fontSize.xs } } })
export const state = style({ display: 'flex', alignItems: 'center', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.sm, color: vars.color.textSubtle })
