import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, padding: `${vars.space.lg} ${vars.space.xl}` })
export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.xl, paddingBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` })
export const current = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.md, whiteSpace: 'nowrap' })
export const currentName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand })
export const searchBox = style({ position: 'relative', marginLeft: 'auto', width: '320px' })
export const searchInput = style({
  width: '100%',
  height: '34px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus': { borderColor: vars.color.brand } },
})
export const suggestions = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.z.overlay,
  marginTop: '2px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
  maxHeight: '320px',
  overflowY: 'auto',
})
export const suggestion = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
})
export const suggestionSpelling = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const noMatch = style({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textSubtle })

export const row = style({ display: 'flex', gap: vars.space.lg, padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` })
// wide enough for "Popular cities" on one line (issue 13); the letters below line up with it
export const rowLabel = style({ flexShrink: 0, width: '104px', whiteSpace: 'nowrap', fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: '28px' })
export const cityList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xs}` })
export const cityButton = style({
  height: '28px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&:disabled': { cursor: 'wait', opacity: 0.6 },
  },
})
export const letters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })
export const letter = style({
  width: '28px',
  height: '28px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast } },
})
export const letterOff = style({ color: vars.color.textSubtle, borderColor: vars.color.surfaceSunken, background: vars.color.surfaceMuted })
export const groups = style({ paddingTop: vars.space.xs })
export const group = style({ display: 'flex', gap: vars.space.lg, padding: `${vars.space.sm} 0`, borderBottom: `1px dashed ${vars.color.border}`, scrollMarginTop: '60px' })
export const groupLetter = style({ flexShrink: 0, width: '104px', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand, lineHeight: '28px', paddingLeft: vars.space.md })
