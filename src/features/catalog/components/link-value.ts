import type { LinkValue } from '../api/types.ts'

/** an advert/floor link (`'{"url":"/list?x=1"}'`, `{url}` or a bare path) → the url, '' when none */
export function linkUrl(value: LinkValue): string {
  if (!value) return ''
  if (typeof value === 'object') return typeof value.url === 'string' ? value.url.trim() : ''
  const text = value.trim()
  if (!text.startsWith('{')) return text
  try {
    const parsed = JSON.parse(text) as { url?: unknown }
    return typeof parsed.url === 'string' ? parsed.url.trim() : ''
  } catch {
    return ''
  }
}

export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url)
}
