import * as css from './button.css.ts'
import type { ButtonVariants } from './button.css.ts'

/** the button look, also for links (`<Link className={buttonClass({variant:'secondary'})}>`) */
export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonVariants = {}): string {
  return `${css.base} ${css.variant[variant]} ${css.size[size]}${block ? ` ${css.block}` : ''}`
}
