/** ?redirect=<app path> on the auth pages (kept apart: route definitions import it, and they are first-load code) */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {}
}
