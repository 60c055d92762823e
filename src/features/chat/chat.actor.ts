import { createActor, fromCallback, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { chatMachine, type ChatPush, type SayInput, type SocketCommand } from '../../../machines/chat/chat.machine.ts'
import { bindChat, byeChat, chatHistory, chatListQuery, clearUnread, sayChat, setChatRead } from '../../api/chat/member-chat.ts'
import { config } from '../../lib/config.ts'
import { chatSocketUrl } from './chat-socket-url.ts'

export type ChatActor = ActorRefFrom<typeof chatMachine>
export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

export interface ChatDeps {
  queryClient: QueryClient
}

/**
 * The socket effect: one WebSocket per connection (reference §5.1). Pushes go to the machine as
 * socket.message; a failure or a close the machine did not ask for as socket.error (it reconnects
 * with back-off); 'ping' on the machine's heartbeat; closed when the machine stops it.
 */
export const browserSocket = fromCallback<SocketCommand, { siteId: number }>(({ sendBack, receive }) => {
  const ws = new WebSocket(chatSocketUrl())
  let done = false
  const fail = () => {
    if (done) return
    done = true
    sendBack({ type: 'socket.error' })
  }
  ws.addEventListener('message', (e) => {
    if (typeof e.data !== 'string') return
    let push: ChatPush
    try {
      push = JSON.parse(e.data) as ChatPush
    } catch {
      return // not a push (the server answers nothing else, but a proxy might)
    }
    if (push && typeof push.type === 'string') sendBack({ type: 'socket.message', push })
  })
  ws.addEventListener('error', fail)
  ws.addEventListener('close', fail)
  receive((command) => {
    if (command.type === 'socket.ping' && ws.readyState === WebSocket.OPEN) ws.send('ping')
  })
  return () => {
    done = true
    ws.close(1000)
  }
})

const randomPrefix = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')

/** the chat machine with the app's effects; not imported by chat-runtime.ts except lazily */
export function createChatActor({ queryClient }: ChatDeps): ChatActor {
  const machine = chatMachine.provide({
    actors: {
      socket: browserSocket,
      bind: fromPromise(({ input }: { input: { clientId: string; siteId: number } }) => bindChat(input.clientId, input.siteId)),
      loadHistory: fromPromise(({ input }: { input: { siteId: number; page: number; servicerId: number } }) => chatHistory(input.siteId, input.page, input.servicerId)),
      say: fromPromise(({ input }: { input: SayInput }) => sayChat(input)),
    },
    actions: {
      refreshConversations: () => void queryClient.invalidateQueries({ queryKey: chatListQuery().queryKey }),
      markRead: (_, { siteId }) => {
        clearUnread(queryClient, siteId)
        // the list read again once the server has it (a refresh running meanwhile may still count it)
        setChatRead(siteId)
          .then(() => queryClient.invalidateQueries({ queryKey: chatListQuery().queryKey }))
          .catch((error: unknown) => console.warn('chat: setRead failed', error))
      },
      sayBye: (_, { siteId, servicerId }) => void byeChat(siteId, servicerId).catch((error: unknown) => console.warn('chat: bye failed', error)),
      logError: (_, { what, error }) => console.warn(`chat: ${what} failed`, error),
    },
  })
  const actor = createActor(machine, {
    input: { pingInterval: config.pingInterval, now: () => Math.floor(Date.now() / 1000), random: Math.random, idPrefix: randomPrefix() },
  })
  // leaving the page: heartbeat off, socket closed, bye (spec §4)
  window.addEventListener('pagehide', () => actor.send({ type: 'chat.leave' }))
  return actor
}
