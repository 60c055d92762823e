import { config, type ClientConfig } from '../../lib/config.ts'

// Kept apart from lib/config.ts so the first load does not carry it: only the chat dialog connects.

/** the chat gateway's path on the API server when `webSocket` is empty (server/chat/gateway.ts) */
export const DEFAULT_CHAT_PATH = '/wss'

/**
 * The chat socket's absolute URL. `webSocket` may be a full ws(s):// (or http(s)://) URL, a path on
 * the page's origin ('/wss'), or empty (= baseUrl's origin, else the page's, at /wss). http → ws and
 * https → wss, so a page served over https always gets wss.
 */
export function chatSocketUrl(
  cfg: Pick<ClientConfig, 'webSocket' | 'baseUrl'> = config,
  page: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): string {
  const raw = cfg.webSocket.trim() || DEFAULT_CHAT_PATH
  const base = cfg.baseUrl ? new URL(cfg.baseUrl, page).href : page
  const url = new URL(raw.replace(/^ws(s?):/i, 'http$1:'), base)
  const secure = url.protocol === 'https:' || new URL(page).protocol === 'https:'
  return `${secure ? 'wss' : 'ws'}://${url.host}${url.pathname}${url.search}`
}
