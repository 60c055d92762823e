import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm })
export const grow = style({ flex: 1, minWidth: 0 })
export const captchaButton = style({
  flex: '0 0 auto',
  // the server's picture is 168×56 (server/modules/auth/captcha-image.ts CAPTCHA_SHOWN_*)
  width: '168px',
  height: '56px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
})
export const captchaImage = style({ width: '100%', height: '100%', objectFit: 'contain' })
