import { fromPromise } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { servicerMachine, type AnswerInput } from '../../machines/servicer/servicer.machine.ts'
import { chatConnectionMachine } from '../../machines/chat-connection/chat-connection.machine.ts'
import { mergeMessages } from '../../machines/chat/chat-message.ts'
import { browserSocket, randomPrefix } from '../features/chat/chat-socket.ts'
import { membersKey } from './api/agent.ts'
import { answerMember } from './api/answer-member.ts'
import { bindConsole } from './api/bind-console.ts'
import { clearMemberUnread } from './api/get-members.ts'
import { memberDialogs, memberDialogsAfter } from './api/get-member-dialogs.ts'
import { memberMessagesQuery } from './api/member-messages.ts'
import { setMemberRead } from './api/set-member-read.ts'
import { signOutAgent } from './api/sign-out-agent.ts'

/**
 * the gateway closes a socket silent for 60 s (reference §5.1): the console pings every 20 s
 * (config.pingInterval is the member dialog's)
 */
export const AGENT_PING_MS = 20_000

/** the console's machine with the real effects, for one agent token (page-local: useActorRef) */
export function consoleMachine(token: string, queryClient: QueryClient) {
  // the one connection (machines/chat-connection); bye is part of signOut (before the logout)
  const connection = chatConnectionMachine.provide({
    actors: {
      socket: browserSocket<{ session: number }>(),
      bind: fromPromise<unknown, { clientId: string; session: number }>(({ input }) => bindConsole(token, input.clientId)),
    },
    actions: { logError: (_, { what, error }) => console.warn(`servicer: ${what} failed`, error) },
  })
  return servicerMachine.provide({
    actors: {
      connection,
      loadHistory: fromPromise(({ input }: { input: { memberId: number; page: number } }) => memberDialogs(token, input.memberId, input.page)),
      loadAfter: fromPromise(({ input }: { input: { memberId: number; afterId: number } }) => memberDialogsAfter(token, input.memberId, input.afterId)),
      answer: fromPromise(({ input }: { input: AnswerInput }) => answerMember(token, input)),
      signOut: fromPromise<unknown>(() => signOutAgent(token)),
    },
    actions: {
      // the messages live in the query cache, one entry per member; the machine says what to keep
      keepMessages: (_, { memberId, messages }) => void queryClient.setQueryData(memberMessagesQuery(token, memberId).queryKey, (old) => mergeMessages(old ?? [], messages)),
      clearMessages: (_, { memberId }) => queryClient.removeQueries({ queryKey: memberMessagesQuery(token, memberId).queryKey, exact: true }),
      refreshMembers: () => void queryClient.invalidateQueries({ queryKey: membersKey(token) }),
      markRead: (_, { memberId }) => {
        clearMemberUnread(queryClient, token, memberId)
        setMemberRead(token, memberId).catch((error: unknown) => console.warn('servicer: setRead failed', error))
      },
      logError: (_, { what, error }) => console.warn(`servicer: ${what} failed`, error),
    },
  })
}

export const consoleInput = () => ({ pingInterval: AGENT_PING_MS, now: () => Math.floor(Date.now() / 1000), random: Math.random, idPrefix: randomPrefix() })
