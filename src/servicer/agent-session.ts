import { useSyncExternalStore } from 'react'

// The agent's login token: a session cookie of the console's own path (never the shopper's
// `bazaar_token`, never localStorage), so a shopper logged in in the same browser stays apart.
// `expired` says the server refused it (a TOKEN_* answer): the login page tells the agent why.

const NAME = 'bazaar_servicer_token'
const PATH = '/web/servicer'

function read(): string {
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=')
    if (part.slice(0, eq) === NAME) return decodeURIComponent(part.slice(eq + 1))
  }
  return ''
}
function write(value: string) {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${NAME}=${encodeURIComponent(value)}; path=${PATH}; samesite=strict${value ? '' : '; expires=Thu, 01 Jan 1970 00:00:00 GMT'}${secure}`
}

let state = { token: read(), expired: false }
const listeners = new Set<() => void>()
const set = (next: typeof state) => {
  state = next
  for (const l of listeners) l()
}

export const agentSession = {
  get: () => state,
  signIn(token: string) {
    write(token)
    set({ token, expired: false })
  },
  signOut() {
    write('')
    set({ token: '', expired: false })
  },
  /** the server refused the token */
  expire() {
    if (!state.token) return
    write('')
    set({ token: '', expired: true })
  },
}

export function useAgentSession() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
    agentSession.get,
    agentSession.get,
  )
}
