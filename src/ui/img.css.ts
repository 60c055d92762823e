import { style } from '@vanilla-extract/css'

// scales down inside narrow boxes keeping its ratio; a caller's class may set a fixed height
export const img = style({ height: 'auto' })
