import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/tokens.css.ts'

// Variants as plain class maps joined by buttonClass() (button.tsx), not recipe(): the recipes
// runtime would cost first-load bytes (the home's budget is 130 kB gzip) for what a join does.
export const base = style({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.regular,
    lineHeight: 1,
    textDecoration: 'none',
    transition: 'background-color .15s, border-color .15s, color .15s',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
})

export const variant = styleVariants({
      primary: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover, color: vars.color.brandContrast },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.brand },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.link,
        padding: '0 !important',
        height: 'auto !important',
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brand, textDecoration: 'underline' } },
      },
})

export const size = styleVariants({
      sm: { height: '28px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.xs },
      md: { height: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { height: '44px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
})

export const block = style({ width: '100%' })

export interface ButtonVariants {
  variant?: keyof typeof variant
  size?: keyof typeof size
  block?: boolean
}
