export type LinkTarget =
  | { kind: 'internal'; path: string; newTab: boolean }
  | { kind: 'external'; href: string; newTab: boolean }

/**
 * A nav/advert link field: a JSON string {url} (reference §2.1), tolerated as a bare URL too.
 * An app path ("/list?category_id=1", with or without the /web base) navigates inside the app;
 * an http(s) URL leaves it. Anything else (empty, javascript:, garbage) is no link at all.
 */
export function parseLinkUrl(raw: string | null | undefined, isBlank = 0): LinkTarget | null {
  const text = (raw ?? '').trim()
  if (!text) return null
  let url = text
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text)
      url = typeof parsed === 'object' && parsed !== null && typeof (parsed as { url?: unknown }).url === 'string' ? (parsed as { url: string }).url.trim() : ''
    } catch {
      return null
    }
  }
  if (!url) return null
  const newTab = Number(isBlank) === 1
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url, newTab }
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = url === '/web' || url.startsWith('/web/') || url.startsWith('/web?') ? url.slice(4) || '/' : url
    return { kind: 'internal', path, newTab }
  }
  return null
}

/** the nav link matching the current path is the active one (reference §8.2) */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const bare = linkPath.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  const current = currentPath.replace(/\/+$/, '') || '/'
  return bare === current
}
