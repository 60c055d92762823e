import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const card = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.xs })
export const head = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.lg} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'center' })
export const avatar = style({ borderRadius: '50%', border: `1px solid ${vars.color.border}` })
export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' })
export const followers = style({ color: vars.color.textSubtle })
export const scores = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', textAlign: 'center', padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` })
export const scoreValue = style({ display: 'block', color: vars.color.brand, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })
export const scoreLabel = style({ color: vars.color.textMuted })
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.sm}`, padding: vars.space.md, margin: 0, color: vars.color.textMuted })
export const factTerm = style({ color: vars.color.textSubtle, whiteSpace: 'nowrap' })
// long English words (an address in pinyin) wrap between words; only a word wider than the card breaks
export const factValue = style({ margin: 0, overflowWrap: 'break-word' })
export const actions = style({ padding: `0 ${vars.space.md} ${vars.space.md}` })
