import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surface })
export const header = style({ borderBottom: `1px solid ${vars.color.border}` })
export const headerInner = style({ display: 'flex', alignItems: 'center', height: '96px' })
export const main = style({ flex: 1 })
export const footer = style({ borderTop: `1px solid ${vars.color.border}` })
