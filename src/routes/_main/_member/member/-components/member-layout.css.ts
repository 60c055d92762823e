import { style } from '@vanilla-extract/css'
import { vars } from '../../../../../ui/theme/tokens.css.ts'

export const body = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start', padding: `${vars.space.lg} 0 ${vars.space.xxl}` })
export const page = style({ flex: 1, minWidth: 0 })
