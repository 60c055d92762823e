import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const layout = style({ display: 'flex', height: '520px', margin: `-${vars.space.lg}`, borderTop: `1px solid ${vars.color.border}` })

export const list = style({ width: '220px', flexShrink: 0, borderRight: `1px solid ${vars.color.border}`, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none', background: vars.color.surfaceMuted })
export const contact = style({
  display: 'grid',
  gridTemplateColumns: '36px 1fr auto',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'center',
  width: '100%',
  padding: vars.space.sm,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[aria-current="true"]': { background: vars.color.surface }, '&:hover': { background: vars.color.surface } },
})
export const avatarBox = style({ position: 'relative', gridRow: 'span 2', width: '36px', height: '36px' })
globalStyle(`${avatarBox} img`, { borderRadius: '50%' })
export const dot = style({ position: 'absolute', right: 0, bottom: 0, width: '10px', height: '10px', borderRadius: '50%', border: `2px solid ${vars.color.surface}`, background: vars.color.borderStrong })
export const dotOnline = style({ background: vars.color.positive })
export const contactName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
export const contactTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, whiteSpace: 'nowrap' })
export const preview = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' })
export const unread = style({ minWidth: '18px', height: '18px', padding: '0 5px', borderRadius: vars.radius.pill, background: vars.color.brand, color: vars.color.brandContrast, fontSize: vars.fontSize.xs, lineHeight: '18px', textAlign: 'center' })

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })
export const messages = style({ flex: 1, overflowY: 'auto', padding: vars.space.md, background: vars.color.surface })
export const more = style({ display: 'block', margin: `0 auto ${vars.space.sm}`, border: 0, background: 'none', color: vars.color.link, fontSize: vars.fontSize.xs, cursor: 'pointer' })
export const noMore = style({ textAlign: 'center', margin: `0 0 ${vars.space.sm}`, color: vars.color.textSubtle, fontSize: vars.fontSize.xs })
export const status = style({ textAlign: 'center', margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
// the text stays dark (contrast on white); a green dot says online
export const statusOnline = style({ color: vars.color.text, selectors: { '&::before': { content: '""', display: 'inline-block', width: '8px', height: '8px', marginRight: vars.space.xs, borderRadius: '50%', background: vars.color.positive } } })
export const row = style({ display: 'flex', gap: vars.space.sm, margin: `${vars.space.md} 0`, alignItems: 'flex-start' })
export const rowMine = style({ flexDirection: 'row-reverse' })
globalStyle(`${row} > img`, { borderRadius: '50%', flexShrink: 0 })
export const bubbleCol = style({ maxWidth: '70%', display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const metaMine = style({ textAlign: 'right' })
export const autoTag = style({ display: 'inline-block', padding: '0 4px', marginLeft: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, color: vars.color.textMuted, lineHeight: 1.4 })
export const bubble = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.surfaceSunken, color: vars.color.text, fontSize: vars.fontSize.md, wordBreak: 'break-word', whiteSpace: 'pre-wrap' })
export const bubbleMine = style({ background: '#e3f1ff' })
export const emoji = style({ width: '24px', height: '24px', verticalAlign: 'middle' })
export const image = style({ maxWidth: '200px', maxHeight: '200px', borderRadius: vars.radius.sm, display: 'block' })
export const failed = style({ fontSize: vars.fontSize.xs, color: vars.color.critical, display: 'flex', gap: vars.space.sm, alignItems: 'center' })
export const linkButton = style({ border: 0, background: 'none', color: vars.color.link, padding: 0, cursor: 'pointer', fontSize: vars.fontSize.xs })

export const card = style({ display: 'grid', gridTemplateColumns: '64px 1fr', gap: vars.space.sm, width: '280px', padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const cardTitle = style({ color: vars.color.text, fontSize: vars.fontSize.sm, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' })
export const cardPrice = style({ color: vars.color.price, fontWeight: vars.fontWeight.bold })
export const cardLine = style({ margin: 0 })
export const pending = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, margin: `${vars.space.md} 0`, padding: vars.space.sm, background: vars.color.surfaceMuted, borderRadius: vars.radius.md })

export const tools = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: `${vars.space.xs} ${vars.space.md}`, borderTop: `1px solid ${vars.color.border}` })
export const toolButton = style({ border: 0, background: 'none', padding: vars.space.xs, cursor: 'pointer', color: vars.color.textMuted, display: 'inline-flex', selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } } })
export const picker = style({ display: 'grid', gridTemplateColumns: 'repeat(12, 28px)', gap: '2px', padding: vars.space.sm, margin: `0 ${vars.space.md}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface })
export const pick = style({ border: 0, padding: '2px', background: 'none', cursor: 'pointer', borderRadius: vars.radius.sm, selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceSunken } } })
export const input = style({
  minHeight: '72px',
  maxHeight: '96px',
  overflowY: 'auto',
  margin: `0 ${vars.space.md}`,
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  border: `1px solid transparent`,
  selectors: { '&:focus-visible': { borderColor: vars.color.borderStrong }, '&:empty::before': { content: 'attr(data-placeholder)', color: vars.color.textSubtle } },
})
globalStyle(`${input} img`, { width: '22px', height: '22px', verticalAlign: 'middle' })
export const sendRow = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}` })
export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const counterOver = style({ color: vars.color.critical })
export const login = style({ padding: vars.space.xxl, textAlign: 'center' })
