import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { tokenCookie } from '../../lib/token.ts'

/**
 * beforeLoad guard of the pages that need login (spec §2 guards): without the token cookie, go to
 * /login?redirect=<the full original path>. location.href is the app path (basepath stripped)
 * with its search and hash, e.g. /member/order_list?status=1.
 */
export function requireLogin({ location }: { location: ParsedLocation }) {
  if (!tokenCookie.get()) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}
