import { useMemo } from 'react'
import { sanitizeHtml } from '../sanitize.ts'
import { content } from './cms.css.ts'

/** server rich text, sanitised before it reaches the page */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={content} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
}
