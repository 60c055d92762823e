import { style } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

export const container = style({ width: vars.layout.content, maxWidth: '100%', margin: '0 auto' })
