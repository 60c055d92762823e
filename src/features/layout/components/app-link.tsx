import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { LinkTarget } from '../link-url.ts'

/**
 * A link whose target comes from server data (nav items, adverts, friendly links): app paths
 * navigate inside the SPA, http URLs leave it; is_blank opens a new tab (reference §1.1).
 */
export function AppLink({ target, className, children, ...rest }: { target: LinkTarget; className?: string; children: ReactNode; title?: string; 'aria-current'?: 'page' }) {
  const router = useRouter()
  const blank = target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} {...blank} {...rest}>
        {children}
      </a>
    )
  }
  const href = `${(router.options.basepath ?? '').replace(/\/+$/, '')}${target.path}`
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (target.newTab || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    void router.navigate({ href: target.path })
  }
  return (
    <a href={href} className={className} onClick={onClick} {...blank} {...rest}>
      {children}
    </a>
  )
}
