import { globalStyle, style } from '@vanilla-extract/css'

export const richText = style({ overflowWrap: 'anywhere' })
// inline styles are stripped (src/lib/sanitize.ts), so pictures are kept inside the column here
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' })
