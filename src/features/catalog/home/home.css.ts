import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

const BANNER = 430

export const band = style({ height: BANNER, transition: 'background-color .4s', background: vars.color.surfaceMuted })
export const bandInner = style({ position: 'relative', height: BANNER })
// the slides are 1210 × 430: the category menu covers their left, the login and notices boxes their right
export const carousel = style({ position: 'relative', width: '100%', height: BANNER, overflow: 'hidden' })
export const slide = style({ position: 'absolute', inset: 0, opacity: 0, transition: 'opacity .5s', pointerEvents: 'none' })
export const slideActive = style({ opacity: 1, pointerEvents: 'auto' })
globalStyle(`${slide} img`, { width: '100%', height: BANNER })
export const dots = style({ position: 'absolute', left: 210, right: 250, bottom: 4, display: 'flex', justifyContent: 'center', gap: 0 })
// the bar is 4 px, the button around it 26×24 px: a target a finger (and WCAG 2.5.8) can hit
export const dot = style({
  width: 26,
  height: 24,
  border: 0,
  padding: '10px 4px',
  backgroundColor: 'rgba(255,255,255,.55)',
  backgroundClip: 'content-box',
  borderRadius: 2,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.surface, width: 36 } },
})
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 28,
  height: 48,
  border: 0,
  background: 'rgba(0,0,0,.25)',
  color: '#fff',
  fontSize: 18,
  cursor: 'pointer',
  opacity: 0,
  transition: 'opacity .2s',
  selectors: { [`${carousel}:hover &, &:focus-visible`]: { opacity: 1 } },
})
export const side = style({ position: 'absolute', top: 10, right: 10, bottom: 10, width: 230, display: 'flex', flexDirection: 'column', gap: 10, zIndex: 2 })
export const box = style({ background: vars.color.surface, padding: vars.space.md })
export const loginBox = style([box, { textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm }])
export const avatar = style({ borderRadius: '50%', border: `2px solid ${vars.color.surfaceSunken}` })
export const hello = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const loginActions = style({ display: 'flex', gap: vars.space.sm })
export const noticeBox = style([box, { flex: 1, minHeight: 0, overflow: 'hidden' }])
export const boxTitle = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.xs, marginBottom: vars.space.xs })
export const more = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textSubtle })
export const noticeItem = style({ display: 'block', fontSize: vars.fontSize.xs, lineHeight: '26px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: vars.color.textMuted })
export const serviceLinks = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', textAlign: 'center', fontSize: vars.fontSize.xs, gap: vars.space.xs })

export const mid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10, marginTop: 10 })
globalStyle(`${mid} img`, { width: '100%' })

/** where a floor will be, until it comes near the viewport */
export const floorSpace = style({ height: 700, marginTop: vars.space.xl })
// floors below the fold are laid out and painted only when they come near the viewport
export const floor = style({ marginTop: vars.space.xl, contentVisibility: 'auto', containIntrinsicSize: 'auto 700px' })
export const floorHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, height: 44, marginBottom: vars.space.sm })
export const floorTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text })
export const floorTitleBar = style({ width: 4, height: 22, background: vars.color.brand })
export const floorCats = style({ display: 'flex', gap: vars.space.md, marginLeft: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const centered = style({ textAlign: 'center', margin: `${vars.space.xl} 0 ${vars.space.lg}` })
export const subTitle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm, marginTop: vars.space.xs })
export const floorBody = style({ display: 'flex', gap: 10 })
export const floorLeft = style({ width: 234, flex: 'none' })
globalStyle(`${floorLeft} img`, { width: 234, height: 'auto' })
export const goodsGrid = style({ flex: 1, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 10 })
export const goodsGrid5 = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 10 })
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  background: vars.color.surface,
  padding: `${vars.space.lg} ${vars.space.md}`,
  transition: 'transform .2s, box-shadow .2s',
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
})
export const tileName = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.sm, width: '100%', textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: vars.color.text })
export const tileIntro = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, width: '100%', textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })
export const tilePrice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', marginTop: vars.space.xs })
export const bottomImg = style({ marginTop: 10 })
globalStyle(`${bottomImg} img`, { width: '100%' })
export const featureGrid = style({ flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 10 })
export const featureTile = style([tile, { justifyContent: 'center', gap: vars.space.sm }])
export const brandStrip = style({ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))', marginTop: 10, background: vars.color.surface, border: `1px solid ${vars.color.border}` })
export const brandCell = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: 60, padding: 4, borderRight: `1px solid ${vars.color.border}` })

export const floatOverlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.z.dialog, display: 'flex', alignItems: 'center', justifyContent: 'center' })
export const floatBox = style({ position: 'relative', maxWidth: 520 })
export const floatClose = style({
  position: 'absolute',
  top: -14,
  right: -14,
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: '2px solid #fff',
  background: 'rgba(0,0,0,.5)',
  color: '#fff',
  cursor: 'pointer',
  fontSize: 16,
})

export const sticky = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 56,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.header,
  transform: 'translateY(-100%)',
  transition: 'transform .2s',
})
export const stickyShown = style({ transform: 'translateY(0)' })
export const stickyInner = style({ display: 'flex', alignItems: 'center', height: 56, gap: vars.space.xl })
export const stickyBrand = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand, width: 210 })
export const stickyForm = style({ display: 'flex', border: `2px solid ${vars.color.brand}`, height: 36, width: 520 })
export const stickyInput = style({ flex: 1, border: 0, padding: `0 ${vars.space.md}`, outline: 'none' })
export const stickyButton = style({ width: 80, border: 0, background: vars.color.brand, color: vars.color.brandContrast, cursor: 'pointer' })
