import { useSyncExternalStore } from 'react'
import { lazyActor } from '../../lib/lazy-actor.ts'
import type { ChatActor, ChatDeps } from './chat.actor.ts'

// The customer-service chat: one app-wide actor (src/lib/lazy-actor.ts). Nothing of it is in the
// home's first load: `openChat(…)` (goods detail, order detail, the side tools) records the request;
// the frame mounts the dialog lazily on the first one (ChatMount), which loads the machine, gives it
// its effects and opens the conversation.

export interface ChatRequest {
  /** the shop (0 = the platform's service) */
  siteId: number
  /** a product to show as a pending card */
  skuId?: number
  /** an order to show as a pending card */
  orderId?: number
  /** the shop's name as the opener knows it (the dialog's title until the conversation list says) */
  siteName?: string
}

let last: ChatRequest | null = null
let requests = 0
const listeners = new Set<() => void>()

/** open the chat with a shop (and a product or order as the pending card) */
export function openChat(request: ChatRequest) {
  last = { ...request }
  requests += 1
  for (const l of listeners) l()
}

// requests answered so far: a request is answered once (the dialog opened, or the visitor told to log
// in), whatever mounts and unmounts meanwhile — a login, a logout or a new frame never replays one
let answered = 0

/** the latest request when it has not been answered yet (it is answered now) */
export function takeRequest(): ChatRequest | null {
  if (requests <= answered) return null
  answered = requests
  return last
}
/** whether a request waits for an answer */
export const requestWaiting = () => requests > answered
/** logout (or the visitor closed the login prompt): nothing asked so far is answered later */
export function dropRequests() {
  answered = requests
  last = null
  for (const l of listeners) l()
}

/** the number of open requests so far (the frame mounts the dialog on the first) and the latest */
export function useChatRequests(): { count: number; last: ChatRequest | null } {
  const count = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
    () => requests,
    () => requests,
  )
  return { count, last }
}

let deps: ChatDeps | null = null
/** the app's one chat actor */
export const chat = lazyActor<ChatActor>(() =>
  import('./chat.actor.ts').then((m) => {
    if (!deps) throw new Error('initChat was not called')
    return m.createChatActor(deps)
  }),
)
export function initChat(next: ChatDeps) {
  deps = next
}
