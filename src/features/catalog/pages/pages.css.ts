import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ padding: `${vars.space.md} 0 ${vars.space.xxl}` })
export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: `${vars.space.md} 0` })

// category tree
export const l1 = style({ background: vars.color.surface, marginBottom: vars.space.md, border: `1px solid ${vars.color.border}` })
export const l1Head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.lg}`, borderBottom: `2px solid ${vars.color.brand}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
export const l2Row = style({ display: 'flex', padding: `${vars.space.sm} ${vars.space.lg}`, borderBottom: `1px dashed ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } } })
export const l2Name = style({ width: 120, flex: 'none', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm })
export const l3List = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

// brands
export const advert = style({ display: 'block', marginBottom: vars.space.md })
export const brandGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 10, marginTop: vars.space.md })
export const brandCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  background: vars.color.surface,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.surface}`,
  transition: 'border-color .15s, box-shadow .15s',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
})
export const brandName = style({ fontSize: vars.fontSize.sm, color: vars.color.text })
export const pager = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl })
