import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css.ts'
import * as countdownCss from '../../ui/countdown.css.ts'

// The promotion pages: dense PC-storefront zones (秒杀 / 团购 / 专题 / 领券) on the shared tokens.

export const page = style({ paddingBottom: vars.space.xxl })
export const narrowPage = style({ padding: `${vars.space.md} 0 ${vars.space.xxl}` })
export const advert = style({ display: 'block', width: '100%' })
export const advertInner = style({ position: 'relative' })
export const advertTitle = style({
  position: 'absolute',
  left: vars.space.xxl,
  bottom: vars.space.xl,
  color: '#fff',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  textShadow: '0 2px 6px rgba(0,0,0,0.35)',
})
export const crumbs = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space.md} 0`, display: 'flex', gap: vars.space.sm })

// zone header: a red title bar (秒杀 / 团购 …) with a subtitle and a countdown on the right
export const zoneBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: 56,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  marginTop: vars.space.lg,
})
export const zoneTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: 2 })
export const zoneSub = style({ fontSize: vars.fontSize.sm })
export const zoneRight = style({ color: vars.color.brandContrast, marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm })

// the slot strip: 7 slots between two arrows
export const strip = style({ display: 'flex', alignItems: 'stretch', background: vars.color.headerDark, height: 64 })
export const arrow = style({
  width: 40,
  flex: 'none',
  border: 0,
  background: 'rgba(255,255,255,0.08)',
  color: '#fff',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.3, cursor: 'default' }, '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.18)' } },
})
export const slots = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', flex: 1 })
export const slot = style({
  border: 0,
  background: 'transparent',
  color: '#f0f0f0',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  borderRight: '1px solid rgba(255,255,255,0.08)',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: '#fff' },
  },
})
export const slotTime = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 })
export const slotState = style({ fontSize: vars.fontSize.xs })

export const statusBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
})
export const statusStrong = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })
export const statusMuted = style({ color: vars.color.textMuted })

// goods grids (5 a row in the 1210 px column)
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md, marginTop: vars.space.md })
export const grid4 = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md, marginTop: vars.space.md })
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  transition: 'box-shadow .15s',
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
})
export const cardImage = style({ width: '100%', height: 'auto', display: 'block' })
export const cardBody = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 })
export const cardName = style({
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  height: 40,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
})
export const cardPrices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' })
export const cardFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: 'auto' })
export const tag = style({
  display: 'inline-block',
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  padding: '0 4px',
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
})
export const tagSolid = style([tag, { background: vars.color.brand, color: vars.color.brandContrast }])
export const corner = style({
  position: 'absolute',
  top: 0,
  left: 0,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  padding: '2px 8px',
})
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const progress = style({ height: 6, background: vars.color.brandSoft, borderRadius: vars.radius.pill, overflow: 'hidden', flex: 1 })
export const progressFill = style({ height: '100%', background: vars.color.brand })
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.xs, color: vars.color.textMuted })

// the detail pages (seckill, group buy, topic goods)
export const detailTop = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start', background: vars.color.surface, padding: vars.space.lg, border: `1px solid ${vars.color.border}` })
export const detailImage = style({ width: 400, flex: 'none' })
export const detailInfo = style({ flex: 1, minWidth: 0 })
export const detailTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, marginBottom: vars.space.xs })
export const detailIntro = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, marginBottom: vars.space.sm })
export const promoBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  background: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.brandHover})`,
  color: vars.color.brandContrast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
})
export const promoBarTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
export const promoBarRight = style({ color: vars.color.brandContrast, marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const priceBox = style({
  background: vars.color.surfaceMuted,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  rowGap: vars.space.sm,
  alignItems: 'baseline',
})
export const label = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm })
export const rows = style({ display: 'grid', gridTemplateColumns: '96px 1fr', rowGap: vars.space.md, padding: vars.space.md, alignItems: 'center', fontSize: vars.fontSize.sm })
export const specValues = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const specValue = style({
  minHeight: 32,
  padding: '2px 12px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-checked="true"]': { borderColor: vars.color.brand, color: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle, borderStyle: 'dashed' },
  },
})
export const qty = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, height: 32, verticalAlign: 'middle' })
export const qtyButton = style({ width: 30, border: 0, background: vars.color.surfaceMuted, cursor: 'pointer', selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle } } })
export const qtyInput = style({ width: 56, border: 0, borderLeft: `1px solid ${vars.color.border}`, borderRight: `1px solid ${vars.color.border}`, textAlign: 'center' })
export const note = style({ marginLeft: vars.space.md, color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const warn = style({ marginLeft: vars.space.md, color: vars.color.critical, fontSize: vars.fontSize.sm })
export const buyRow = style({ display: 'flex', gap: vars.space.md, padding: vars.space.md, alignItems: 'center' })
export const bigButton = style({ height: 44, padding: '0 36px', fontSize: vars.fontSize.lg })
export const shopLine = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, borderTop: `1px dashed ${vars.color.border}` })
export const section = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, marginTop: vars.space.lg })
export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `2px solid ${vars.color.brand}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
})
export const sectionBody = style({ padding: vars.space.lg })
export const content = style({ padding: vars.space.lg })
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' })

// bundles
export const bundleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' })
export const bundleItem = style({ width: 150, textAlign: 'center', fontSize: vars.fontSize.xs, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 })
export const bundlePlus = style({ fontSize: vars.fontSize.xxl, color: vars.color.textSubtle })
export const bundleSum = style({
  marginLeft: vars.space.md,
  minWidth: 220,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
})
export const bundleName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md })
export const bundleTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
globalStyle(`${bundleTable} th, ${bundleTable} td`, { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' })
globalStyle(`${bundleTable} th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted })
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' })
globalStyle(`${bundleTable} ${num}`, { textAlign: 'right' })
export const goodsCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })

// topics
export const topicList = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg, marginTop: vars.space.lg })
export const topicCard = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, display: 'block', selectors: { '&:hover': { boxShadow: vars.shadow.md } } })
export const topicBody = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: 4 })
export const topicName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: `${vars.space.lg} 0 ${vars.space.sm}` })

// coupon centre
export const couponTabs = style({ display: 'flex', gap: 0, borderBottom: `2px solid ${vars.color.brand}`, marginTop: vars.space.lg })
export const couponTab = style({
  border: 0,
  background: vars.color.surface,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.brandContrast } },
})
export const couponGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg, marginTop: vars.space.lg })
export const coupon = style({ display: 'flex', background: vars.color.surface, border: `1px solid ${vars.color.border}`, minHeight: 132 })
export const couponLeft = style({
  width: 140,
  flex: 'none',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  padding: vars.space.sm,
  textAlign: 'center',
  // the perforation between stub and body
  backgroundImage: `radial-gradient(circle at 100% 50%, ${vars.color.surfaceMuted} 6px, transparent 7px)`,
  backgroundSize: '100% 18px',
})
export const couponLeftUsed = style({ background: vars.color.textSubtle })
export const couponValue = style({ fontSize: 30, fontWeight: vars.fontWeight.bold, lineHeight: 1 })
export const couponUnit = style({ fontSize: vars.fontSize.md, marginLeft: 2 })
export const couponRule = style({ fontSize: vars.fontSize.xs })
export const couponBody = style({ flex: 1, minWidth: 0, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: 4, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const couponName = style({ fontSize: vars.fontSize.md, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const couponActions = style({ marginTop: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
export const pager = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl })

// home strips
export const homeBlock = style({ background: vars.color.surface, marginTop: vars.space.lg, display: 'flex', minHeight: 260 })
export const homeHead = style({
  width: 190,
  flex: 'none',
  background: `linear-gradient(180deg, ${vars.color.brand}, ${vars.color.brandHover})`,
  color: vars.color.brandContrast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  textAlign: 'center',
})
export const homeHeadTitle = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, letterSpacing: 4 })
export const homeHeadLink = style({ color: vars.color.brandContrast, fontSize: vars.fontSize.sm, textDecoration: 'underline', selectors: { '&:hover': { color: vars.color.brandContrast } } })
export const homeGoods = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', flex: 1 })
export const homeTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: vars.space.md,
  borderLeft: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})
export const homeCoupons = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md, flex: 1, padding: vars.space.md, alignContent: 'center' })
export const homeCoupon = style({
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
})

// countdowns on the red bars and the home's red head: light label and separators
for (const bar of [zoneRight, promoBarRight, homeHead]) {
  globalStyle(`${bar} ${countdownCss.label}, ${bar} ${countdownCss.sep}`, { color: vars.color.brandContrast })
}
