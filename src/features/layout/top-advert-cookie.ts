import { TOP_ADVERT_COOKIE, TOP_ADVERT_MAX_SHOWINGS } from '../../../domain/top-advert-counter.ts'

/** mirror the count in the cookie (once it has reached the limit: all the server needs to know) */
export function writeTopAdvertCookie(count: number) {
  if (typeof document === 'undefined' || count < TOP_ADVERT_MAX_SHOWINGS) return
  if (document.cookie.split('; ').includes(`${TOP_ADVERT_COOKIE}=${TOP_ADVERT_MAX_SHOWINGS}`)) return
  document.cookie = `${TOP_ADVERT_COOKIE}=${TOP_ADVERT_MAX_SHOWINGS}; path=/; max-age=31536000; samesite=lax`
}
