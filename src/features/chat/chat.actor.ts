import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { chatMachine, type SayInput } from '../../../machines/chat/chat.machine.ts'
import { bindChat } from './api/bind-chat.ts'
import { byeChat } from './api/bye-chat.ts'
import { chatHistory } from './api/chat-history.ts'
import { chatListQuery, clearUnread } from './api/get-chat-list.ts'
import { sayChat } from './api/say-chat.ts'
import { setChatRead } from './api/set-chat-read.ts'
import { chatMessagesQuery } from './api/chat-messages.ts'
import { chatConnectionMachine } from '../../../machines/chat-connection/chat-connection.machine.ts'
import { mergeMessages, type ChatMessage } from '../../../machines/chat/chat-message.ts'
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
export type ChatConnectionSnapshot = SnapshotFrom<typeof chatConnectionMachine>

export interface ChatDeps {
  queryClient: QueryClient
}

/** the chat machine with the app's effects; not imported by chat-runtime.ts except lazily */
export function createChatActor({ queryClient }: ChatDeps): ChatActor {
  // the one connection (machines/chat-connection): the socket and the bind to a shop, bye for this tab
  const connection = chatConnectionMachine.provide({
    actors: {
      socket: browserSocket<{ session: number }>(),
      bind: fromPromise<unknown, { clientId: string; session: number }>(({ input }) => bindChat(input.clientId, input.session)),
    },
    actions: {
      sayBye: (_, { session, peer, clientId }) => void byeChat(session, peer, clientId).catch((error: unknown) => console.warn('chat: bye failed', error)),
      logError: (_, { what, error }) => console.warn(`chat: ${what} failed`, error),
    },
  })
  // the messages live in the query cache, one entry per shop; the machine says what to keep
  const keep = (siteId: number, messages: ChatMessage[]) => queryClient.setQueryData(chatMessagesQuery(siteId).queryKey, (old) => mergeMessages(old ?? [], messages))
  const machine = chatMachine.provide({
    actors: {
      connection,
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
      keepMessages: (_, { siteId, messages }) => void keep(siteId, messages),
      clearMessages: (_, { siteId }) => queryClient.removeQueries({ queryKey: chatMessagesQuery(siteId).queryKey, exact: true }),
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
