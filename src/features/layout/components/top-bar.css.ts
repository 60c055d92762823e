import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const bar = style({
  height: '32px',
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const inner = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, height: '100%' })
export const welcome = style({ marginRight: 'auto', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const links = style({ display: 'flex', alignItems: 'center', height: '100%' })
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  selectors: {
    '& + &::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '11px',
      height: '10px',
      width: '1px',
      background: vars.color.borderStrong,
    },
  },
})

export const link = style({
  color: vars.color.textMuted,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  fontSize: 'inherit',
  selectors: { '&:hover': { color: vars.color.brand } },
})
export const strong = style({ color: vars.color.brand })

export const dropTrigger = style([link, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs }])

export const qrPanel = style({
  zIndex: vars.z.header,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
export const qrImage = style({ width: '120px', height: '120px', marginBottom: vars.space.xs })

export const lang = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const langButton = style([
  link,
  {
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.brand, fontWeight: vars.fontWeight.medium, cursor: 'default' },
    },
  },
])
