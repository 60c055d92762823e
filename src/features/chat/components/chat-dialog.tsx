import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRef } from 'xstate'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../../ui/dialog.tsx'
import { Img } from '../../../ui/img.tsx'
import { chatListQuery, type ChatListRow } from '../api/get-chat-list.ts'
import { chatMessagesQuery } from '../api/chat-messages.ts'
import { shownMessages } from '../../../../machines/chat/chat-message.ts'
import { chat } from '../chat-runtime.ts'
import { localPicture } from '../chat-pictures.ts'
import type { ChatConnectionSnapshot, ChatSnapshot } from '../chat.actor.ts'
import { Bubble, ChatText, ChatTimeText, OrderCard, ProductCard } from './chat-parts.tsx'
import { Composer } from './composer.tsx'
import * as css from './chat.css.ts'
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts'

export interface ChatDialogProps {
  loggedIn: boolean
  /** the member's picture for their own messages */
  myAvatar?: string
  /** the shop's name from where the chat was opened, until the conversation list says it */
  siteName?: string
  /** a visitor asked for the chat: the dialog says 您还未登录 */
  visitorOpen?: boolean
  onVisitorClose?: () => void
}

/** spec §2: the customer-service dialog, 48% wide: conversations, messages, status lines, input */
export function ChatDialog({ loggedIn, myAvatar, siteName, visitorOpen = false, onVisitorClose }: ChatDialogProps) {
  const { t } = useLingui()
  const snapshot = chat.useSelect<ChatSnapshot | null>(
    (s) => s,
    () => null,
  )
  const open = loggedIn ? !!snapshot && !snapshot.matches('closed') : visitorOpen
  const list = useQuery({ ...chatListQuery(), enabled: open && loggedIn })
  const c = snapshot?.context
  const current = list.data?.find((r) => Number(r.shop_id) === c?.siteId)
  const name = current?.shop_name || (c?.siteId === 0 ? t`平台客服` : siteName) || ''
  return (
    <Dialog open={open} onOpenChange={(next) => {
        if (next) return
        if (loggedIn) chat.send({ type: 'chat.close' })
        else onVisitorClose?.()
      }} title={<Trans>客服咨询 {name}</Trans>} width="48%">
      {!loggedIn ? (
        <p className={css.login} role="alert">
          <Trans>您还未登录</Trans> <Link to="/login">{t`去登录`}</Link>
        </p>
      ) : snapshot && c ? (
        <div className={css.layout}>
          <Conversations rows={list.data ?? []} current={c.siteId} />
          <Conversation snapshot={snapshot} theirName={name} theirAvatar={current?.logo || current?.avatar} myAvatar={myAvatar} />
        </div>
      ) : null}
    </Dialog>
  )
}

function Conversations({ rows, current }: { rows: ChatListRow[]; current: number }) {
  const { t } = useLingui()
  return (
    <ul className={css.list} aria-label={t`会话列表`}>
      {rows.map((row) => {
        const id = Number(row.shop_id)
        const online = Number(row.online) === 1
        const kind = Number(row.content_type)
        return (
          <li key={id}>
            <button type="button" className={css.contact} aria-current={id === current} onClick={() => chat.send({ type: 'chat.switch', siteId: id })} data-testid="chat-contact">
              <span className={css.avatarBox}>
                <Img src={row.logo || row.avatar} kind="shop" width={36} height={36} alt="" />
                <span className={online ? `${css.dot} ${css.dotOnline}` : css.dot} title={online ? t`在线` : t`离线`} />
              </span>
              <span className={css.contactName}>{id === 0 ? row.shop_name || t`平台客服` : row.shop_name}</span>
              <span className={css.contactTime}>
                <ChatTimeText seconds={Number(row.add_time)} />
              </span>
              <span className={css.preview}>
                <span className={visuallyHidden}>{online ? t`在线` : t`离线`} </span>
                {kind === 1 ? t`您有一个商品消息` : kind === 2 ? t`您有一个订单消息` : kind === 3 ? t`您有一个图片消息` : <ChatText text={row.content || row.servicer_say || row.consumer_say || ''} />}
              </span>
              {Number(row.unread) > 0 ? (
                <span className={css.unread} aria-label={t`${row.unread} 条未读`} data-testid="chat-unread">
                  {row.unread}
                </span>
              ) : (
                <span />
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function Conversation({ snapshot, theirName, theirAvatar, myAvatar }: { snapshot: ChatSnapshot; theirName: string; theirAvatar?: string; myAvatar?: string }) {
  const { t } = useLingui()
  const c = snapshot.context
  // the stored messages from the query cache (the chat actor keeps them), then the own ones not stored yet
  const stored = useQuery(chatMessagesQuery(c.siteId)).data
  const messages = shownMessages(stored ?? [], c.outbox)
  const scroller = useRef<HTMLDivElement>(null)
  const lastKey = `${messages.at(-1)?.id ?? ''}:${messages.at(-1)?.clientMsgId ?? ''}:${messages.length > 0}`
  // a new newest message (or the pending card): scroll to it; older pages loading keep the place
  const shownLast = useRef('')
  const bottomKey = `${lastKey}:${c.pending ? 'p' : ''}`
  useEffect(() => {
    if (shownLast.current === bottomKey) return
    shownLast.current = bottomKey
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight })
  })
  const history = snapshot.matches({ open: { history: 'ready' } }) || snapshot.matches({ open: { history: 'loadingMore' } }) || snapshot.matches({ open: { history: 'resyncing' } })
  const sending = snapshot.matches({ open: { send: 'sending' } })
  return (
    <section className={css.main} aria-label={t`聊天`}>
      <div ref={scroller} className={css.messages} data-testid="chat-messages">
        {snapshot.matches({ open: { history: 'failed' } }) ? (
          <p className={css.status} role="alert">
            <Trans>聊天记录加载失败</Trans>{' '}
            <button type="button" className={css.linkButton} onClick={() => chat.send({ type: 'history.retry' })}>
              <Trans>重试</Trans>
            </button>
          </p>
        ) : !history ? (
          <p className={css.status} role="status">
            <Trans>加载中…</Trans>
          </p>
        ) : c.page < c.pageCount ? (
          <button type="button" className={css.more} onClick={() => chat.send({ type: 'history.more' })} disabled={snapshot.matches({ open: { history: 'loadingMore' } })}>
            <Trans>点击加载</Trans>
          </button>
        ) : (
          <p className={css.noMore}>
            <Trans>没有聊天记录了</Trans>
          </p>
        )}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((m) => (
            <Bubble key={m.clientMsgId ?? `id${m.id}`} message={m} theirName={theirName} theirAvatar={theirAvatar} myAvatar={myAvatar} onRetry={(id) => chat.send({ type: 'message.retry', clientMsgId: id })} />
          ))}
        </ul>
        {c.pending && history && (
          <div className={css.pending} data-testid="chat-pending">
            {c.pending.kind === 'goods' ? <ProductCard skuId={c.pending.skuId} /> : <OrderCard orderId={c.pending.orderId} />}
            <button type="button" className={css.linkButton} onClick={() => chat.send({ type: 'pending.send' })} disabled={sending}>
              {c.pending.kind === 'goods' ? t`发送商品` : t`发送订单`}
            </button>
          </div>
        )}
        <StatusLine snapshot={snapshot} />
      </div>
      <Composer
        draft={c.draft}
        onDraft={(text) => chat.send({ type: 'draft.change', text })}
        onSend={() => chat.send({ type: 'chat.send' })}
        // what is written while a send is in flight waits its turn (shown 发送中…): nothing blocks
        sending={false}
        // shown at once and sent in its turn (uploaded then); a failure shows 重发
        onImage={(file) => chat.send({ type: 'image.send', path: localPicture(file) })}
        uploading={false}
      />
    </section>
  )
}

/** spec §2 status lines: service online / offline; and the connection's own (the connection machine's state) */
function StatusLine({ snapshot }: { snapshot: ChatSnapshot }) {
  const { t } = useLingui()
  const link = useSelector(snapshot.children.connection as ActorRef<ChatConnectionSnapshot, never> | undefined, (s) => (s?.matches({ open: 'waiting' }) ? 'waiting' : s?.matches({ open: 'ended' }) ? 'ended' : 'live'))
  if (link === 'waiting')
    return (
      <p className={css.status} role="status" data-testid="chat-status">
        <Trans>连接已断开，正在重新连接…</Trans>
      </p>
    )
  if (link === 'ended')
    return (
      <p className={css.status} role="status" data-testid="chat-status">
        <Trans>会话已结束</Trans>{' '}
        <button type="button" className={css.linkButton} onClick={() => chat.send({ type: 'chat.reconnect' })}>
          {t`重新连接`}
        </button>
      </p>
    )
  const service = snapshot.context.service
  if (service === 'unknown')
    return (
      <p className={css.status} role="status" data-testid="chat-status">
        <Trans>正在连接客服…</Trans>
      </p>
    )
  return (
    <p className={service === 'online' ? `${css.status} ${css.statusOnline}` : css.status} role="status" data-testid="chat-status">
      {service === 'online' ? t`客服在线` : t`客服不在线`}
    </p>
  )
}
