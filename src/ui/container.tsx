import type { HTMLAttributes } from 'react'
import { container } from './container.css.ts'

/** the 1210 px content column of every page */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[container, className].filter(Boolean).join(' ')} {...rest} />
}

export { container as containerClass }
