import { memberKey } from '../member-scope.ts'

// What the member's chat operations share (spec §7 Chat; reference §5.3; the wire as built:
// docs/conventions.md "Chat"): the key prefix of their member-scoped cache entries (dropped at logout
// with every member answer) — the chat feature's operations and the order card (get-chat-order.ts,
// shared with the agent console) are under it.

export const chatKey = memberKey('chat')
