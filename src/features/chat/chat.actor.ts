import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { chatMachine, type SayInput } from '../../../machines/chat/chat.machine.ts'
import { bindChat } from './api/bind-chat.ts'
import { byeChat } from './api/bye-chat.ts'
import { chatHistory } from './api/chat-history.ts'
import { chatListQuery, clearUnread } from './api/get-chat-list.ts'
import { sayChat } from './api/say-chat.ts'
import { setChatRead } from './api/set-chat-read.ts'
import { config } from '../../lib/config.ts'
import { browserSocket, randomPrefix } from './chat-socket.ts'
import { isLocalPicture, uploadedPath } from './chat-pictures.ts'

/** say, a picture picked here uploaded first (its turn in the queue is its place in the chat) */
async function say(input: SayInput) {
  if (input.kind === 'image' && isLocalPicture(input.message)) return sayChat({ ...input, message: await uploadedPath(input.message) })
  return sayChat(input)
}

export type ChatActor = ActorRefFrom<typeof chatMachine>
export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

export interface ChatDeps {
  queryClient: QueryClient
}

/** the chat machine with the app's effects; not imported by chat-runtime.ts except lazily */
export function createChatActor({ queryClient }: ChatDeps): ChatActor {
  const machine = chatMachine.provide({
    actors: {
      socket: browserSocket<{ siteId: number }>(),
      bind: fromPromise(({ input }: { input: { clientId: string; siteId: number } }) => bindChat(input.clientId, input.siteId)),
      loadHistory: fromPromise(({ input }: { input: { siteId: number; page: number; servicerId: number } }) => chatHistory(input.siteId, input.page, input.servicerId)),
      say: fromPromise(({ input }: { input: SayInput }) => say(input)),
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
      sayBye: (_, { siteId, servicerId, clientId }) => void byeChat(siteId, servicerId, clientId).catch((error: unknown) => console.warn('chat: bye failed', error)),
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
