import { lazyActor } from '../../lib/lazy-actor.ts'
import type { ChatActor, ChatDeps } from './chat.actor.ts'

// The customer-service chat: one app-wide actor (src/lib/lazy-actor.ts). Nothing of it is in the
// home's first load: `openChat(…)` (src/lib/chat-requests.ts) records the request; the frame mounts
// the dialog lazily on the first one (ChatMount), which loads the machine, gives it its effects and
// opens the conversation.

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
