import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const goodsGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: vars.space.md })
export const goodsCard = style({ position: 'relative', border: `1px solid ${vars.color.border}`, background: vars.color.surface, padding: vars.space.sm, display: 'flex', flexDirection: 'column', gap: vars.space.xs, selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm } } })
export const goodsImage = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' })
export const goodsName = style({ fontSize: vars.fontSize.sm, lineHeight: '20px', height: '40px', overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' })
export const goodsFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: vars.fontSize.xs })
export const price = style({ color: vars.color.price, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium })
export const offSale = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm, fontSize: vars.fontSize.xs, color: vars.color.brandContrast, background: 'rgba(0,0,0,.6)', padding: `0 ${vars.space.xs}` })
export const shopRow = style({ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: vars.space.md, alignItems: 'center', padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` })
export const shopLogo = style({ width: '64px', height: '64px', objectFit: 'contain', border: `1px solid ${vars.color.border}` })
export const shopName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium })
export const credits = style({ display: 'flex', gap: vars.space.lg, fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: vars.space.xs })
export const day = style({ marginBottom: vars.space.xl })
export const dayHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.sm, fontSize: vars.fontSize.md })
export const dayName = style({ fontWeight: vars.fontWeight.medium })
export const remove = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs, width: '22px', height: '22px', lineHeight: '20px', textAlign: 'center', border: `1px solid ${vars.color.border}`, borderRadius: '50%', background: vars.color.surface, color: vars.color.textMuted, cursor: 'pointer', padding: 0, fontSize: vars.fontSize.md, selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand } } })
