import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../../ui/toast.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { chat, initChat, type ChatRequest } from '../chat-runtime.ts'
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
  // a visitor's request: the dialog opens with 您还未登录 (the machine is not started for them)
  const [visitorSeen, setVisitorSeen] = useState(0)
  // the requests already answered: a login or a logout answers none of them again (the chat opens
  // only when asked, and one member's request never reaches the next)
  const handled = useRef(0)
  const wasLoggedIn = useRef(loggedIn)
  useEffect(() => {
    if (wasLoggedIn.current !== loggedIn) {
      wasLoggedIn.current = loggedIn
      handled.current = requests
      // logged out: everything of the conversation is dropped (no call: the login is gone)
      if (!loggedIn) chat.current()?.send({ type: 'chat.logout' })
      setVisitorSeen(requests)
      return
    }
    if (requests <= handled.current || !request) return
    handled.current = requests
    if (loggedIn) chat.send({ type: 'chat.open', siteId: request.siteId, skuId: request.skuId, orderId: request.orderId })
  }, [requests, request, loggedIn])
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
      visitorOpen={!loggedIn && visitorSeen < requests}
      onVisitorClose={() => setVisitorSeen(requests)}
    />
  )
}
