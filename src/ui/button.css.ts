import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from './theme/tokens.css.ts'

export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
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
    },
    size: {
      sm: { height: '28px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.xs },
      md: { height: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { height: '44px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>
