// Where to go after login: only a path of this app (spec §2 guards: ?redirect holds the original
// path). Anything else (another origin, a protocol-relative or backslash path, a scheme) goes home,
// so a crafted link cannot send a fresh login to another site.
export const HOME_PATH = '/index'

export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return HOME_PATH
  let path = raw
  try {
    path = decodeURIComponent(raw)
  } catch {
    return HOME_PATH
  }
  path = path.trim()
  if (!path.startsWith('/')) return HOME_PATH
  if (path.startsWith('//') || path.startsWith('/\\')) return HOME_PATH
  // control characters are dropped by URL parsers and could turn "/\t/evil" into "//evil"
  if ([...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return HOME_PATH
  // the app lives under /web; a full /web/… path is the same place
  if (path === '/web' || path.startsWith('/web/')) path = path.slice(4) || HOME_PATH
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/register') || path.startsWith('/find_pass')) return HOME_PATH
  return path
}
