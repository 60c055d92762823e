// The login token lives in a cookie whose lifetime is the auto-login range (spec §4): days > 0 →
// a persistent cookie, 0 → a session cookie. (Three operations on one cookie: no library needed.)
const NAME = 'bazaar_token'

function write(value: string, expires?: Date) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : ''
  const expiry = expires ? `; expires=${expires.toUTCString()}` : ''
  document.cookie = `${NAME}=${encodeURIComponent(value)}; path=/; samesite=lax${expiry}${secure}`
}

export const tokenCookie = {
  get(): string | undefined {
    if (typeof document === 'undefined') return undefined
    for (const part of document.cookie.split('; ')) {
      const eq = part.indexOf('=')
      if (part.slice(0, eq) === NAME) return decodeURIComponent(part.slice(eq + 1)) || undefined
    }
    return undefined
  },
  set(token: string, autoLoginDays: number) {
    write(token, autoLoginDays > 0 ? new Date(Date.now() + autoLoginDays * 86_400_000) : undefined)
  },
  remove: () => write('', new Date(0)),
}
