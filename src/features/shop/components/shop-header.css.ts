import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const header = style({ background: vars.color.surface, borderBottom: `2px solid ${vars.color.brand}` })
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '96px', gap: vars.space.xl })
export const leading = style({ display: 'flex', alignItems: 'center', paddingRight: vars.space.xl, borderRight: `1px solid ${vars.color.border}` })
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0, marginRight: 'auto', color: vars.color.text })
export const avatar = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, flexShrink: 0 })
export const nameBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '520px' })
export const credits = style({ display: 'flex', gap: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const creditValue = style({ color: vars.color.brand, marginLeft: vars.space.xs })
export const search = style({ display: 'flex', alignItems: 'stretch', height: '34px' })
export const searchInput = style({
  width: '300px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.brand}`,
  borderRight: 'none',
  outline: 'none',
  fontSize: vars.fontSize.sm,
})
export const searchButton = style({
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover } },
})
export const searchAll = style([
  searchButton,
  { marginLeft: vars.space.xs, background: vars.color.headerDark, selectors: { '&:hover': { background: vars.color.text } } },
])

export const nav = style({ background: vars.color.brand, color: vars.color.brandContrast })
export const navRow = style({ display: 'flex', alignItems: 'stretch', height: '40px' })
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.lg}`,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[data-status="active"]': { background: vars.color.brandHover, color: vars.color.brandContrast },
  },
})
export const menu = style({ position: 'relative', width: vars.layout.sidebar, flexShrink: 0 })
export const menuTrigger = style([
  navLink,
  {
    width: '100%',
    height: '100%',
    border: 'none',
    background: vars.color.brandHover,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    justifyContent: 'space-between',
  },
])
export const flyout = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.z.header,
  width: vars.layout.sidebar,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderTop: 'none',
  boxShadow: vars.shadow.md,
  selectors: {
    [`${menu}:hover &, ${menu}:focus-within &`]: { display: 'block' },
  },
})
export const flyoutItem = style({ position: 'relative', borderBottom: `1px solid ${vars.color.surfaceSunken}` })
export const flyoutTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${flyoutItem}:hover &`]: { color: vars.color.brand, background: vars.color.brandSoft } },
})
export const flyoutChildren = style({
  display: 'none',
  position: 'absolute',
  top: '-1px',
  left: '100%',
  minWidth: '420px',
  minHeight: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  alignContent: 'flex-start',
  selectors: { [`${flyoutItem}:hover &, ${flyoutItem}:focus-within &`]: { display: 'flex' } },
})
export const flyoutChild = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: '24px' })
export const flyoutEmpty = style({ padding: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
