import { useEffect, useReducer, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../../ui/toast.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { chat, initChat } from '../chat-runtime.ts'
import { dropRequests, requestWaiting, takeRequest, type ChatRequest } from '../../../lib/chat-requests.ts'
import type { ChatNotice } from '../../../../machines/chat/chat.machine.ts'
import { ChatDialog } from './chat-dialog.tsx'

// What the frame mounts (lazily, on the first openChat): gives the chat actor its effects, opens
// the requested conversation on every request, closes it at logout, words the machine's notices.

export interface ChatMountProps {
  /** increases with every openChat(…) */
  requests: number
  request: ChatRequest | null
  loggedIn: boolean
  myAvatar?: string
}

export function ChatMount({ requests, request, loggedIn, myAvatar }: ChatMountProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  initChat({ queryClient })
  // a request is answered once (chat-runtime): logged in, the dialog opens; a visitor is told to log
  // in. A logout drops the conversation and every request made so far — nothing opens unasked, and
  // one member's shop or product never reaches the next member
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!loggedIn) {
      chat.current()?.send({ type: 'chat.logout' })
      return
    }
    const next = takeRequest()
    if (next) chat.send({ type: 'chat.open', siteId: next.siteId, skuId: next.skuId, orderId: next.orderId })
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `requests` counts the requests made: each new one is taken here once
  }, [requests, loggedIn])
  const wasLoggedIn = useRef(loggedIn)
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) dropRequests()
    wasLoggedIn.current = loggedIn
  }, [loggedIn])
  useEffect(() => {
    let off: (() => void) | undefined
    void chat.load().then((actor) => {
      const sub = actor.on('chat.notice', ({ notice }: { notice: ChatNotice }) => {
        if (notice.code === 'chat.blank') toast.warning(t`不能发送空白内容`)
        else if (notice.code === 'chat.tooLong') toast.warning(t`一次最多发送150个字符`)
        else if (notice.code === 'chat.busy') toast.warning(t`消息发送中，请稍候再发`)
        else toast.error(errorMessage(notice.cause, t))
      })
      off = () => sub.unsubscribe()
    })
    return () => off?.()
  }, [t])
  return (
    <ChatDialog
      loggedIn={loggedIn}
      myAvatar={myAvatar}
      siteName={request?.siteName}
      visitorOpen={!loggedIn && requestWaiting()}
      onVisitorClose={() => {
        dropRequests()
        rerender()
      }}
    />
  )
}
