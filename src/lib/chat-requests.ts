import { useSyncExternalStore } from 'react'

// Requests to open the customer-service chat: `openChat(…)` (goods detail, order detail, the side
// tools) records one; the frame mounts the chat feature's dialog lazily on the first one (ChatMount in
// src/features/chat), which takes it. Here in lib so any feature may ask for the chat without importing it.

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
