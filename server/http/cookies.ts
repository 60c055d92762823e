import type { FastifyRequest } from 'fastify'

/** the client's interface language, for the server (src/lib/i18n.ts writes it: 'zh-cn' | 'en-us') */
export const LANG_COOKIE = 'bazaar_lang'

/** a cookie's value in the request ('' when absent) */
export function cookieOf(req: FastifyRequest, name: string): string {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(String(req.headers.cookie ?? ''))
  return match?.[1]?.trim() ?? ''
}
