import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { LinkValue } from '../api/types.ts'
import { isExternal, linkUrl } from './link-value.ts'

/**
 * A link configured on the server (adverts, floors, float layer): internal paths go through the
 * router (no page reload), http(s) urls open in a new tab, no url renders the content unlinked.
 */
export function SmartLink({ link, children, className, style, label }: { link: LinkValue; children: ReactNode; className?: string; style?: CSSProperties; label?: string }) {
  const router = useRouter()
  const url = linkUrl(link)
  if (!url) return <div className={className} style={style}>{children}</div>
  if (isExternal(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} style={style} aria-label={label}>
        {children}
      </a>
    )
  }
  const path = url.startsWith('/') ? url : `/${url}`
  const href = router.buildLocation({ href: path } as never).publicHref
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    void router.navigate({ href: path })
  }
  return (
    <a href={href} onClick={onClick} className={className} style={style} aria-label={label}>
      {children}
    </a>
  )
}
