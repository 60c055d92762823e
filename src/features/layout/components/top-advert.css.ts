import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const strip = style({ position: 'relative' })
export const inner = style({ position: 'relative', width: vars.layout.content, maxWidth: '100%', margin: '0 auto', height: '70px' })
export const image = style({ width: '100%', height: '70px' })
export const close = style({
  position: 'absolute',
  top: '6px',
  right: '6px',
  width: '24px',
  height: '24px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0,0,0,.35)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0,0,0,.6)' } },
})
