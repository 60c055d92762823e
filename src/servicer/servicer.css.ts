import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme/tokens.css.ts'

// The agent console: a dense desktop tool in the storefront's tokens — the brand bar on top, then
// members | conversation | member details filling the window.

export const app = style({ height: '100vh', minWidth: '1100px', display: 'grid', gridTemplateRows: '48px minmax(0, 1fr)', background: vars.color.surfaceMuted })

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
})
export const brand = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, whiteSpace: 'nowrap' })
export const barShop = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
globalStyle(`${barShop} img`, { borderRadius: '50%', background: vars.color.surface })
export const spacer = style({ flex: 1 })
export const barButton = style({
  border: `1px solid rgba(255,255,255,0.7)`,
  background: 'transparent',
  color: vars.color.brandContrast,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.15)' }, '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brand } },
})
globalStyle(`${bar} :focus-visible`, { outlineColor: vars.color.brandContrast })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  selectors: { '&::before': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: vars.color.caution } },
})
export const pillOnline = style({ selectors: { '&::before': { background: vars.color.positive } } })
export const pillOff = style({ selectors: { '&::before': { background: vars.color.critical } } })
export const pillButton = style({ border: 0, background: 'none', padding: 0, color: vars.color.link, cursor: 'pointer', fontSize: vars.fontSize.xs, textDecoration: 'underline' })

export const body = style({ display: 'grid', gridTemplateColumns: '300px minmax(0, 1fr) 272px', minHeight: 0 })

// members
export const side = style({ display: 'flex', flexDirection: 'column', minHeight: 0, background: vars.color.surface, borderRight: `1px solid ${vars.color.border}` })
export const search = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` })
export const members = style({ flex: 1, overflowY: 'auto' })
export const group = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const member = style({
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1fr) auto',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'center',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: '3px solid transparent',
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.brandSoft, borderLeftColor: vars.color.brand },
  },
})
export const avatar = style({ position: 'relative', gridRow: 'span 2', width: '36px', height: '36px' })
globalStyle(`${avatar} img`, { borderRadius: '50%' })
export const dot = style({ position: 'absolute', right: '-1px', bottom: '-1px', width: '11px', height: '11px', borderRadius: '50%', border: `2px solid ${vars.color.surface}`, background: vars.color.borderStrong })
export const dotOnline = style({ background: vars.color.positive })
export const memberName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
export const memberTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' })
export const preview = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
globalStyle(`${preview} img`, { display: 'inline', width: '16px', height: '16px', verticalAlign: 'text-bottom' })
export const unread = style({
  justifySelf: 'end',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  textAlign: 'center',
})

// the conversation
export const thread = style({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, background: vars.color.surface })
export const threadHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: '52px',
})
globalStyle(`${threadHead} img`, { borderRadius: '50%' })
export const threadTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: 0 })
export const threadSub = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const scroller = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.sm} ${vars.space.lg}`, background: vars.color.surfaceMuted })
export const messageList = style({ margin: 0, padding: 0, listStyle: 'none' })
export const composer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface })
export const center = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.xl })

// member details
export const info = style({ overflowY: 'auto', background: vars.color.surface, borderLeft: `1px solid ${vars.color.border}`, padding: vars.space.lg })
export const infoTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted })
export const infoHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.lg })
globalStyle(`${infoHead} img`, { borderRadius: '50%' })
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.sm} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, wordBreak: 'break-all' })

// login
export const loginPage = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.lg, background: vars.color.surfaceMuted })
export const loginCard = style({
  width: '380px',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  borderTop: `4px solid ${vars.color.brand}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})
export const loginTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0, color: vars.color.text })
export const loginHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })
// dark text on the soft red (the critical red on it is below 4.5:1), the red as a rule beside it
export const formError = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.criticalSoft,
  borderLeft: `3px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
})
export const langs = style({ display: 'flex', gap: vars.space.sm })
export const langButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand } },
})
