import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const layout = style({ display: 'grid', gridTemplateColumns: '200px 1fr', gap: vars.space.xl, alignItems: 'start' })
export const avatarBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted })
export const avatar = style({ width: '120px', height: '120px', borderRadius: '50%', objectFit: 'cover', border: `3px solid ${vars.color.surface}`, boxShadow: vars.shadow.sm, background: vars.color.surface })
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' })
export const uploadLabel = style({ cursor: 'pointer' })
