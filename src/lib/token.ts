import Cookies from 'js-cookie'

// The login token lives in a cookie whose lifetime is the auto-login range (spec §4): days > 0 →
// a persistent cookie, 0 → a session cookie.
const NAME = 'bazaar_token'

export const tokenCookie = {
  get: (): string | undefined => Cookies.get(NAME) || undefined,
  set(token: string, autoLoginDays: number) {
    const base = { path: '/', sameSite: 'lax' as const, secure: typeof location !== 'undefined' && location.protocol === 'https:' }
    Cookies.set(NAME, token, autoLoginDays > 0 ? { ...base, expires: autoLoginDays } : base)
  },
  remove: () => Cookies.remove(NAME, { path: '/' }),
}
