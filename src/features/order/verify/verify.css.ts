import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const desk = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.xxl} 0` })
export const deskLabel = style({ fontSize: vars.fontSize.lg, color: vars.color.text })
export const deskRow = style({ display: 'flex', gap: vars.space.md })
export const deskInput = style({ width: '360px', height: '44px', fontSize: vars.fontSize.xl, letterSpacing: '0.08em', fontFamily: vars.font.mono })
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const item = style({ display: 'grid', gridTemplateColumns: '60px minmax(0, 1fr) 100px 60px', gap: vars.space.md, alignItems: 'center', fontSize: vars.fontSize.sm })
