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
