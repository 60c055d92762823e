import { useMemo } from 'react'
import { sanitizeHtml } from '../lib/sanitize.ts'
import { richText } from './rich-text.css.ts'

/** server rich text (articles, goods descriptions, the agreement), sanitised before it reaches the page */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className ? `${richText} ${className}` : richText} data-testid="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />
}
