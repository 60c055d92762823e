import { notFound } from '@tanstack/react-router'

/** a route's numeric id param ({$id}, {$blId}): a positive integer, else the not-found page */
export function idParams<K extends string>(key: K) {
  return {
    parse: (raw: Record<K, string>): Record<K, string> => {
      const id = Number(raw[key])
      if (!Number.isInteger(id) || id <= 0) throw notFound()
      return { [key]: String(id) } as Record<K, string>
    },
    stringify: (p: Record<K, string>): Record<K, string> => ({ [key]: p[key] }) as Record<K, string>,
  }
}

/** the login page, coming back to `path` afterwards */
export const loginHref = (path: string) => `/login?redirect=${encodeURIComponent(path)}`
