import { useMemo } from 'react'
import { sanitizeHtml } from '../lib/sanitize.ts'
import { richText } from './rich-text.css.ts'

/** server rich text (articles, goods descriptions, the agreement), sanitised before it reaches the page */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className ? `${richText} ${className}` : richText} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
}
