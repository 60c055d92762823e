import { style, globalStyle } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

// ——— toolbar: sort buttons + keyword box (street, shop goods list)
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
})
export const sorts = style({ display: 'flex', alignItems: 'center' })
export const sortButton = style({
  height: '28px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  marginLeft: '-1px',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: {
    '&:first-child': { marginLeft: 0 },
    '&:hover': { color: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast, position: 'relative' },
  },
})
export const searchForm = style({ display: 'flex', alignItems: 'center' })
export const searchInput = style({
  width: '240px',
  height: '28px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRight: 'none',
  outline: 'none',
  fontSize: vars.fontSize.xs,
  selectors: { '&:focus': { borderColor: vars.color.brand } },
})
export const searchButton = style({
  height: '28px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover } },
})
export const resultNote = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs, marginLeft: vars.space.md })

// ——— street cards
export const streetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.md,
})
export const shopCard = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow .2s, border-color .2s',
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong, color: vars.color.text } },
})
export const shopBanner = style({ width: '100%', background: vars.color.surfaceSunken })
export const shopCardBody = style({ position: 'relative', padding: `34px ${vars.space.md} ${vars.space.md}`, textAlign: 'center' })
export const shopLogo = style({
  position: 'absolute',
  top: '-30px',
  left: '50%',
  transform: 'translateX(-50%)',
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  background: vars.color.surface,
})
export const shopName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { [`${shopCard}:hover &`]: { color: vars.color.brand } },
})
export const shopMeta = style({ marginTop: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textSubtle, minHeight: '19px' })
export const shopStats = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
export const statValue = style({ display: 'block', fontSize: vars.fontSize.lg, color: vars.color.brand, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })
export const ownTag = style({
  display: 'inline-block',
  padding: '0 4px',
  marginRight: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: '11px',
  lineHeight: '16px',
  fontWeight: vars.fontWeight.regular,
  verticalAlign: '2px',
})

// ——— goods grid
export const goodsGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.sm })
export const goodsGrid4 = style({ gridTemplateColumns: 'repeat(4, 1fr)' })
export const goodsTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.surface}`,
  color: vars.color.text,
  transition: 'box-shadow .2s, border-color .2s',
  selectors: { '&:hover': { borderColor: vars.color.border, boxShadow: vars.shadow.md, color: vars.color.text } },
})
export const goodsImage = style({ width: '100%' })
export const goodsName = style({
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  height: '36px',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  selectors: { [`${goodsTile}:hover &`]: { color: vars.color.brand } },
})
export const goodsPriceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs })
export const goodsSales = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const goodsSalesValue = style({ color: vars.color.link })

export const pager = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xl} 0` })
export const section = style({ marginBottom: vars.space.lg })
export const panel = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}` })
export const skeletonGrid = style([streetGrid])

globalStyle(`${goodsTile} img`, { width: '100%' })
