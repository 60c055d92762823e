import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  // below the fold: laid out and painted when it comes near the viewport
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
})

export const services = style({ borderBottom: `1px solid ${vars.color.border}` })
export const serviceList = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.lg, padding: `${vars.space.xl} 0` })
// five equal shares: a long English promise ("Worry-free after-sales") wraps inside its own share
// instead of running under the next one (issue 13)
export const service = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0, flex: '1 1 0' })
export const serviceIcon = style({
  width: '44px',
  height: '44px',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  overflow: 'hidden',
})
export const serviceName = style({ display: 'block', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.tight, color: vars.color.text })
export const serviceDesc = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const columns = style({ display: 'flex', gap: vars.space.xl, padding: `${vars.space.xl} 0` })
export const helpColumns = style({ flex: 1, display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.lg })
export const column = style({ minWidth: 0 })
export const columnTitle = style({ marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text })
export const columnLink = style({
  display: 'block',
  lineHeight: '26px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const contact = style({
  width: '240px',
  flexShrink: 0,
  paddingLeft: vars.space.xl,
  borderLeft: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
export const contactPhone = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand })
export const contactLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.lg}`, padding: `${vars.space.md} 0`, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const linksTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
export const friendLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted })
export const friendPic = style({ width: '105px', height: '35px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.surface })

export const copyright = style({ padding: `${vars.space.lg} 0 ${vars.space.xl}`, background: vars.color.surfaceMuted, textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textSubtle, lineHeight: 2 })
export const copyrightRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `0 ${vars.space.lg}` })
export const copyrightLink = style({ color: vars.color.textSubtle })

export const blockState = style({ padding: `${vars.space.md} 0`, fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
