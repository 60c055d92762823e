import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ padding: `${vars.space.md} 0 ${vars.space.xxl}` })
export const crumbs = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.md, display: 'flex', gap: vars.space.sm })
export const top = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start' })

// gallery
export const gallery = style({ width: 402, flex: 'none', position: 'relative' })
export const stage = style({ position: 'relative', width: 400, height: 400, border: `1px solid ${vars.color.border}`, cursor: 'crosshair', background: vars.color.surface })
export const lens = style({ position: 'absolute', width: 200, height: 200, background: 'rgba(228,57,60,0.12)', border: `1px solid ${vars.color.brand}`, pointerEvents: 'none' })
export const zoom = style({
  position: 'absolute',
  left: 412,
  top: 0,
  width: 460,
  height: 460,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundRepeat: 'no-repeat',
  backgroundSize: '200%',
  zIndex: 20,
  boxShadow: vars.shadow.md,
})
export const thumbs = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm })
export const thumb = style({
  width: 60,
  height: 60,
  padding: 2,
  border: `2px solid transparent`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"], &:hover': { borderColor: vars.color.brand } },
})
export const galleryActions = style({ display: 'flex', gap: vars.space.lg, marginTop: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textMuted, alignItems: 'center' })
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  selectors: { '&:hover': { color: vars.color.brand }, '&[aria-pressed="true"]': { color: vars.color.brand } },
})

// main info
export const info = style({ flex: 1, minWidth: 0 })
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.xs}` })
export const intro = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, marginBottom: vars.space.md })
export const discountBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
})
export const priceBox = style({ background: vars.color.surfaceMuted, padding: `${vars.space.md} ${vars.space.md}`, display: 'grid', gridTemplateColumns: '96px 1fr', rowGap: vars.space.sm, alignItems: 'baseline' })
export const label = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm })
export const statRow = style({ display: 'flex', gap: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted, padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px dashed ${vars.color.border}` })
export const statNum = style({ color: vars.color.link })
export const rows = style({ display: 'grid', gridTemplateColumns: '96px 1fr', rowGap: vars.space.md, padding: `${vars.space.md}`, alignItems: 'start', fontSize: vars.fontSize.sm })
// the tags in one column, the texts in the next: wrapped lines stay under their text, and the
// texts line up whatever the tags' widths (满减 / Free shipping)
export const manjianLines = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.sm })
export const manjianLine = style({ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', lineHeight: '22px', margin: 0 })
export const manjianTag = style({ justifySelf: 'start', alignSelf: 'start', marginTop: 2, border: `1px solid ${vars.color.brand}`, color: vars.color.brand, padding: '0 4px', fontSize: vars.fontSize.xs, lineHeight: '16px' })
export const manjianText = style({ minWidth: 0 })
/** one threshold of the 满送 line */
export const manjianGroup = style({ display: 'block' })
export const giftLink = style({ color: 'inherit', textDecoration: 'underline', ':hover': { color: vars.color.brand } })
export const specValues = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const specValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 34,
  padding: '2px 10px 2px 2px',
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
export const specTextOnly = style({ paddingLeft: 10 })
export const qty = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, height: 32 })
export const qtyButton = style({ width: 28, border: 0, background: vars.color.surfaceMuted, cursor: 'pointer', selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle } } })
export const qtyInput = style({ width: 52, border: 0, borderLeft: `1px solid ${vars.color.border}`, borderRight: `1px solid ${vars.color.border}`, textAlign: 'center' })
export const stockNote = style({ marginLeft: vars.space.md, color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const soldOut = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold })
export const buyRow = style({ display: 'flex', gap: vars.space.md, padding: `${vars.space.md}`, alignItems: 'center' })
export const buyNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const bigButton = style({ height: 44, padding: '0 28px', fontSize: vars.fontSize.lg })

// area picker
export const areaTrigger = style({ border: `1px solid ${vars.color.border}`, background: vars.color.surface, padding: '2px 8px', cursor: 'pointer', fontSize: vars.fontSize.sm })
export const areaPanel = style({ width: 420, background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg, padding: vars.space.md, zIndex: 30 })
export const areaTabs = style({ display: 'flex', borderBottom: `2px solid ${vars.color.brand}`, marginBottom: vars.space.sm })
export const areaTab = style({
  border: `1px solid ${vars.color.border}`,
  borderBottom: 0,
  background: vars.color.surface,
  padding: '2px 10px',
  marginRight: 4,
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  selectors: { '&[aria-selected="true"]': { borderColor: vars.color.brand, color: vars.color.brand } },
})
export const areaList = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 4, maxHeight: 220, overflowY: 'auto' })
export const areaItem = style({ border: 0, background: 'none', textAlign: 'left', padding: '2px 4px', fontSize: vars.fontSize.xs, cursor: 'pointer', selectors: { '&:hover, &[aria-pressed="true"]': { color: vars.color.brand } } })

// shop card
export const shopCard = style({ width: 220, flex: 'none', border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm, background: vars.color.surface })
export const shopHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` })
export const shopName = style({ fontWeight: vars.fontWeight.bold, overflow: 'hidden', textOverflow: 'ellipsis' })
export const ownTag = style({ background: vars.color.brand, color: vars.color.brandContrast, fontSize: 11, padding: '0 4px', borderRadius: vars.radius.sm, marginLeft: 4 })
export const credits = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', textAlign: 'center', padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` })
export const creditNum = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, display: 'block' })
export const creditLabel = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: 6, padding: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const badge = style({ display: 'inline-flex', alignItems: 'center', gap: 2, selectors: { '&::before': { content: '"✓"', color: vars.color.positive } } })
// three buttons in a 250 px card: longer words (English) wrap to a second row, each row filled
export const shopActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: `0 ${vars.space.md} ${vars.space.md}` })
globalStyle(`${shopActions} > *`, { flex: '1 1 auto' })
export const qr = style({ textAlign: 'center', padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, borderTop: `1px solid ${vars.color.border}`, color: vars.color.textSubtle, fontSize: vars.fontSize.xs })

// tabs
export const lower = style({ marginTop: vars.space.xl })
export const content = style({ padding: vars.space.lg, overflow: 'hidden', lineHeight: 1.8 })
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', margin: '0 auto' })
globalStyle(`${content} h3`, { fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0` })
globalStyle(`${content} ul`, { listStyle: 'disc', paddingLeft: vars.space.xl })
export const attrTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm })
globalStyle(`${attrTable} th, ${attrTable} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'left' })
globalStyle(`${attrTable} th`, { width: 200, background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted })
export const review = style({ display: 'flex', gap: vars.space.lg, padding: `${vars.space.lg} 0`, borderBottom: `1px solid ${vars.color.border}` })
export const reviewer = style({ width: 140, flex: 'none', display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const avatar = style({ borderRadius: '50%' })
export const reviewBody = style({ flex: 1, fontSize: vars.fontSize.sm })
export const stars = style({ color: vars.color.caution, letterSpacing: 2 })
export const reviewMeta = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs, marginTop: vars.space.xs })
export const reviewImages = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm })
export const reply = style({ marginTop: vars.space.sm, color: vars.color.caution, fontSize: vars.fontSize.xs })
export const again = style({ marginTop: vars.space.sm, paddingTop: vars.space.sm, borderTop: `1px dashed ${vars.color.border}` })
export const pager = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg })
