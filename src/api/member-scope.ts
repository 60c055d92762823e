import type { QueryClient } from '@tanstack/react-query'

// Member-scoped queries: every answer that depends on the login token (the member, the cart count,
// the order counts, "do I follow this shop", "is this in my favourites"…) has a query key that starts
// with MEMBER_SCOPE, made by memberKey(). dropMemberQueries() removes all of them at once; the auth
// actor calls it on logout, on a TOKEN_* answer and at every login, so the next member to log in on
// this browser never sees the previous member's answers (nor one asked for meanwhile without a
// token). A key prefix (not `meta`) because setQueryData on a key
// nobody has fetched yet creates a query without meta, and the prefix still catches it.

export const MEMBER_SCOPE = 'member'

/** the query key of a member-scoped answer: memberKey('cart', 'count') → ['member', 'cart', 'count'] */
export const memberKey = <const T extends readonly unknown[]>(...parts: T) => [MEMBER_SCOPE, ...parts] as const

/** drop every member-scoped answer (cancels their requests too) */
export function dropMemberQueries(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: [MEMBER_SCOPE] })
  queryClient.removeQueries({ queryKey: [MEMBER_SCOPE] })
}
