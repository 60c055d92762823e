import { style } from '@vanilla-extract/css'
import { vars } from '../../../ui/theme/tokens.css.ts'

export const stage = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: vars.space.xxl, padding: `${vars.space.xxl} 0` })
export const advert = style({ flex: '0 1 640px', height: '460px', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.brandSoft, display: 'flex', alignItems: 'center', justifyContent: 'center' })
export const advertImage = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const advertText = style({ padding: vars.space.xxl, color: vars.color.brand, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })
export const card = style({
  flex: '0 0 380px',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
})
export const wideCard = style([card, { flex: '0 1 520px', width: '520px' }])
export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium, marginBottom: vars.space.lg })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.lg })
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm })
export const grow = style({ flex: 1, minWidth: 0 })
export const codeButton = style({ flex: '0 0 auto', minWidth: '120px' })
export const between = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: vars.fontSize.sm })
export const links = style({ display: 'flex', justifyContent: 'space-between', marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
// underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1)
export const link = style({ color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '2px' })
export const alert = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
})
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle })
export const agreeButton = style({ border: 0, padding: 0, background: 'transparent', color: vars.color.link, cursor: 'pointer', font: 'inherit' })
export const agreement = style({ maxHeight: '60vh', overflowY: 'auto', lineHeight: vars.lineHeight.normal })
export const steps = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', counterReset: 'step' })
export const step = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `3px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
})
export const stepActive = style({ borderBottomColor: vars.color.brand, color: vars.color.text, fontWeight: vars.fontWeight.medium })
export const stepDone = style({ borderBottomColor: vars.color.brand, color: vars.color.textMuted })
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.pill,
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.xs,
})
export const success = style({ textAlign: 'center', padding: `${vars.space.xl} 0`, display: 'flex', flexDirection: 'column', gap: vars.space.lg, alignItems: 'center' })
export const agreeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, flexWrap: 'wrap' })
export const linkButton = style([link, { background: 'none', border: 0, padding: 0, cursor: 'pointer', fontSize: 'inherit' }])
/** a rule broken under a control that is not a text field (the agreement box) */
export const fieldError = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.critical })
