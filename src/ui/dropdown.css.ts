import { style, styleVariants } from '@vanilla-extract/css'

export const root = style({ position: 'relative', display: 'inline-flex' })
const panelBase = style({ position: 'absolute', zIndex: 70 })
// where the panel opens, relative to its trigger
export const panel = styleVariants({
  'bottom-end': [panelBase, { top: 'calc(100% + 4px)', right: 0 }],
  'bottom-start': [panelBase, { top: 'calc(100% + 4px)', left: 0 }],
  left: [panelBase, { top: 0, right: 'calc(100% + 8px)' }],
})
