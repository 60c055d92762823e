import { useEffect, useMemo, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRef, ActorRefFrom, SnapshotFrom } from 'xstate'
import { Button } from '../ui/button.tsx'
import { Img } from '../ui/img.tsx'
import { Input } from '../ui/text-field.tsx'
import { EmptyState, ErrorState, Loading } from '../ui/states.tsx'
import { toast } from '../ui/toast.ts'
import { errorMessage } from '../ui/error-message.ts'
import { visuallyHidden } from '../ui/visually-hidden.css.ts'
import { formatYuan } from '../../domain/money.ts'
import { formatDateTime } from '../../domain/time.ts'
import { Bubble, ChatText, ChatTimeText } from '../features/chat/components/chat-parts.tsx'
import { Composer } from '../features/chat/components/composer.tsx'
import type { ServicerNotice } from '../../machines/servicer/servicer.machine.ts'
import { shownMessages, toMessage } from '../../machines/chat/chat-message.ts'
import type { chatConnectionMachine } from '../../machines/chat-connection/chat-connection.machine.ts'
import { membersKey, type AgentIdentity, type MemberRow } from './api/agent.ts'
import { agentOrderQuery } from './api/get-agent-order.ts'
import { closeMember } from './api/close-member.ts'
import { memberInfoQuery } from './api/get-member-info.ts'
import { memberMessagesQuery } from './api/member-messages.ts'
import { membersQuery } from './api/get-members.ts'
import { uploadAgentImage } from './api/upload-agent-image.ts'
import { agentSession } from './agent-session.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { consoleInput, consoleMachine } from './servicer.actor.ts'
import * as css from './servicer.css.ts'

type ConsoleActor = ActorRefFrom<ReturnType<typeof consoleMachine>>
type ConsoleSnapshot = SnapshotFrom<ReturnType<typeof consoleMachine>>
type ConnectionSnapshot = SnapshotFrom<typeof chatConnectionMachine>

/** the workspace of a logged-in agent: members | conversation | member details */
export function ConsolePage({ token, agent }: { token: string; agent: AgentIdentity }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const machine = useMemo(() => consoleMachine(token, queryClient), [token, queryClient])
  const actor = useActorRef(machine, { input: consoleInput() })
  const snapshot = useSelector(actor, (s) => s)
  // the machine ended: logged out (or the login expired: the request helper told the session)
  useEffect(() => {
    if (snapshot.status !== 'done') return
    if (snapshot.context.ended === 'expired') agentSession.expire()
    else agentSession.signOut()
    queryClient.removeQueries({ queryKey: ['servicer', token] })
  }, [snapshot.status, snapshot.context.ended, queryClient, token])
  useEffect(() => {
    const sub = actor.on('servicer.notice', ({ notice }: { notice: ServicerNotice }) => {
      if (notice.code === 'chat.blank') toast.warning(t`不能发送空白内容`)
      else if (notice.code === 'chat.tooLong') toast.warning(t`一次最多发送150个字符`)
      else toast.error(errorMessage(notice.cause, t))
    })
    return () => sub.unsubscribe()
  }, [actor, t])
  // closing the tab: the socket closes with the page; the agent stays logged in for a reload

  const [search, setSearch] = useState('')
  const members = useQuery(membersQuery(token, search.trim()))
  const memberId = snapshot.context.memberId
  const selected = members.data?.find((m) => m.member_id === memberId)
  return (
    <div className={css.app}>
      <header className={css.bar}>
        <h1 className={css.brand}>
          <Trans>客服工作台</Trans>
        </h1>
        <span className={css.barShop}>
          <Img src={agent.logo} kind="shop" width={24} height={24} alt="" />
          {agent.site_id === 0 ? t`平台客服` : agent.shop_name} · {agent.nickname}
        </span>
        <LinkStatus snapshot={snapshot} actor={actor} />
        <span className={css.spacer} />
        <LanguageSwitch className={css.barButton} />
        <button type="button" className={css.barButton} onClick={() => actor.send({ type: 'console.logout' })} disabled={snapshot.matches('leaving')}>
          <Trans>退出登录</Trans>
        </button>
      </header>
      <div className={css.body}>
        <nav className={css.side} aria-label={t`会员列表`}>
          <div className={css.search}>
            <Input type="search" placeholder={t`搜索会员名称`} aria-label={t`搜索会员名称`} value={search} onChange={(e) => setSearch(e.target.value)} maxLength={50} />
          </div>
          <div className={css.members}>
            {members.isPending ? (
              <Loading />
            ) : members.isError ? (
              <ErrorState error={members.error} onRetry={() => void members.refetch()} compact />
            ) : members.data.length === 0 ? (
              <EmptyState compact title={search.trim() ? t`没有找到该会员` : t`还没有会员咨询过`} />
            ) : (
              <MemberList rows={members.data} current={memberId} onSelect={(id) => actor.send({ type: 'member.select', memberId: id })} />
            )}
          </div>
        </nav>
        {memberId ? (
          <Thread key={memberId} token={token} agent={agent} snapshot={snapshot} actor={actor} member={selected} />
        ) : (
          <main className={`${css.thread} ${css.center}`}>
            <EmptyState title={t`选择左侧的会员开始接待`} />
          </main>
        )}
        <aside className={css.info} aria-label={t`会员信息`}>
          {memberId ? <MemberInfo token={token} memberId={memberId} /> : null}
        </aside>
      </div>
    </div>
  )
}

/** the console's connection, in words; 'use this console' after being signed off elsewhere */
function LinkStatus({ snapshot, actor }: { snapshot: ConsoleSnapshot; actor: ConsoleActor }) {
  const { t } = useLingui()
  const reconnect = (
    <button type="button" className={css.pillButton} onClick={() => actor.send({ type: 'console.reconnect' })}>
      {t`重新上线`}
    </button>
  )
  // the connection machine's state (invoked in `active`)
  const link = useSelector(snapshot.children.connection as ActorRef<ConnectionSnapshot, never> | undefined, (s) =>
    !s ? null : s.matches({ open: { live: { phase: 'bound' } } }) ? 'online' : s.matches({ open: 'waiting' }) ? 'waiting' : s.matches({ open: 'ended' }) ? (s.context.endedBy === 'force_offline' ? 'replaced' : 'closed') : 'connecting',
  )
  let body
  let tone = ''
  if (!snapshot.matches('active')) body = t`正在退出…`
  else if (link === 'online') {
    body = t`在线接待中`
    tone = css.pillOnline
  } else if (link === 'waiting') body = t`连接已断开，正在重新连接…`
  else if (link === 'replaced' || link === 'closed') {
    tone = css.pillOff
    body = (
      <>
        {link === 'replaced' ? t`已在其他窗口登录` : t`已下线`} {reconnect}
      </>
    )
  } else body = t`正在连接…`
  return (
    <span className={`${css.pill} ${tone}`} role="status" data-testid="servicer-status">
      {body}
    </span>
  )
}

function MemberList({ rows, current, onSelect }: { rows: MemberRow[]; current: number; onSelect: (memberId: number) => void }) {
  const online = rows.filter((r) => r.online === 1)
  const offline = rows.filter((r) => r.online !== 1)
  return (
    <>
      {online.length > 0 && (
        <section aria-labelledby="servicer-online">
          <h2 id="servicer-online" className={css.group}>
            <Trans>在线（{online.length}）</Trans>
          </h2>
          <ul>
            {online.map((r) => (
              <MemberItem key={r.member_id} row={r} current={current === r.member_id} onSelect={onSelect} />
            ))}
          </ul>
        </section>
      )}
      {offline.length > 0 && (
        <section aria-labelledby="servicer-offline">
          <h2 id="servicer-offline" className={css.group}>
            <Trans>离线（{offline.length}）</Trans>
          </h2>
          <ul>
            {offline.map((r) => (
              <MemberItem key={r.member_id} row={r} current={current === r.member_id} onSelect={onSelect} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

function MemberItem({ row, current, onSelect }: { row: MemberRow; current: boolean; onSelect: (memberId: number) => void }) {
  const { t } = useLingui()
  const online = row.online === 1
  const last = row.last_dialog ? toMessage(row.last_dialog, 'agent') : null
  return (
    <li>
      <button type="button" className={css.member} aria-current={current} onClick={() => onSelect(row.member_id)} data-testid="servicer-member" data-member-id={row.member_id} data-online={online}>
        <span className={css.avatar}>
          <Img src={row.headimg} kind="head" width={36} height={36} alt="" />
          <span className={online ? `${css.dot} ${css.dotOnline}` : css.dot} />
        </span>
        <span className={css.memberName}>{row.member_name}</span>
        <span className={css.memberTime}>
          <ChatTimeText seconds={row.last_time} />
        </span>
        <span className={css.preview} data-testid="servicer-preview">
          <span className={visuallyHidden}>{online ? t`在线` : t`离线`} </span>
          {!last ? (
            t`暂无消息`
          ) : last.kind === 'goods' ? (
            t`商品消息`
          ) : last.kind === 'order' ? (
            t`订单消息`
          ) : last.kind === 'image' ? (
            t`图片消息`
          ) : (
            <>
              {last.auto ? t`自动回复：` : last.mine && t`我：`}
              <ChatText text={last.content} />
            </>
          )}
        </span>
        {row.unread > 0 ? (
          <span className={css.unread} aria-label={t`${row.unread} 条未读`} data-testid="servicer-unread">
            {row.unread}
          </span>
        ) : (
          <span />
        )}
      </button>
    </li>
  )
}

function Thread({ token, agent, snapshot, actor, member }: { token: string; agent: AgentIdentity; snapshot: ConsoleSnapshot; actor: ConsoleActor; member?: MemberRow }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const c = snapshot.context
  const orderQuery = useMemo(() => agentOrderQuery(token), [token])
  const upload = useMutation({
    mutationFn: (file: File) => uploadAgentImage(token, file),
    onSuccess: (path) => actor.send({ type: 'image.send', path }),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const end = useMutation({
    mutationFn: () => closeMember(token, c.memberId),
    onSuccess: () => {
      toast.success(t`会话已结束`)
      void queryClient.invalidateQueries({ queryKey: membersKey(token) })
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  // the stored messages from the query cache (the console's actor keeps them), then the unsent answers
  const messages = shownMessages(useQuery(memberMessagesQuery(token, c.memberId)).data ?? [], c.outbox)
  const scroller = useRef<HTMLDivElement>(null)
  // a new newest message: scroll to it; an older page keeps the place
  const last = messages.at(-1)
  const bottomKey = `${last?.id ?? ''}:${last?.clientMsgId ?? ''}`
  const shown = useRef('')
  useEffect(() => {
    if (shown.current === bottomKey) return
    shown.current = bottomKey
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight })
  })
  const at = (history: 'failed' | 'loading' | 'loadingMore') => snapshot.matches({ active: { thread: { open: { history } } } })
  const sending = snapshot.matches({ active: { thread: { open: { send: 'sending' } } } })
  const online = member?.online === 1
  const name = member?.member_name ?? ''
  return (
    <main className={css.thread} aria-labelledby="servicer-thread-title">
      <div className={css.threadHead}>
        <Img src={member?.headimg} kind="head" width={32} height={32} alt="" />
        <div>
          <h2 id="servicer-thread-title" className={css.threadTitle}>
            {name || <Trans>会员 {c.memberId}</Trans>}
          </h2>
          <span className={css.threadSub}>{online ? t`在线` : t`离线`}</span>
        </div>
        <span className={css.spacer} />
        <Button size="sm" variant="secondary" onClick={() => end.mutate()} loading={end.isPending} disabled={!online}>
          <Trans>结束会话</Trans>
        </Button>
      </div>
      <div ref={scroller} className={css.scroller} data-testid="servicer-messages">
        {at('failed') ? (
          <ErrorState error={null} onRetry={() => actor.send({ type: 'history.retry' })} compact />
        ) : at('loading') ? (
          <Loading />
        ) : c.page < c.pageCount ? (
          <p style={{ textAlign: 'center' }}>
            <Button size="sm" variant="link" onClick={() => actor.send({ type: 'history.more' })} loading={at('loadingMore')}>
              <Trans>查看更早的消息</Trans>
            </Button>
          </p>
        ) : messages.length > 0 ? (
          <p className={css.threadSub} style={{ textAlign: 'center' }}>
            <Trans>没有更早的消息了</Trans>
          </p>
        ) : (
          <EmptyState compact title={t`还没有聊天记录`} />
        )}
        <ul className={css.messageList}>
          {messages.map((m) => (
            <Bubble
              key={m.clientMsgId ?? `id${m.id}`}
              message={m}
              theirName={name}
              theirAvatar={member?.headimg}
              theirKind="head"
              myAvatar={agent.avatar}
              orderQuery={orderQuery}
              orderLink={false}
              onRetry={(id) => actor.send({ type: 'message.retry', clientMsgId: id })}
            />
          ))}
        </ul>
      </div>
      <div className={css.composer}>
        <Composer
          draft={c.draft}
          onDraft={(text) => actor.send({ type: 'draft.change', text })}
          onSend={() => actor.send({ type: 'reply.send' })}
          sending={sending}
          onImage={(file) => upload.mutate(file)}
          uploading={upload.isPending}
        />
      </div>
    </main>
  )
}

function MemberInfo({ token, memberId }: { token: string; memberId: number }) {
  const { t } = useLingui()
  const info = useQuery(memberInfoQuery(token, memberId))
  if (info.isPending) return <Loading />
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} compact />
  const m = info.data
  return (
    <>
      <h2 className={css.infoTitle}>
        <Trans>会员信息</Trans>
      </h2>
      <div className={css.infoHead}>
        <Img src={m.headimg} kind="head" width={48} height={48} alt="" />
        <div>
          <strong>{m.nickname}</strong>
          <div className={css.threadSub}>{m.username}</div>
        </div>
      </div>
      <dl className={css.facts} data-testid="servicer-member-info">
        <dt>{t`会员等级`}</dt>
        <dd>{m.member_level_name || '—'}</dd>
        <dt>{t`手机号`}</dt>
        <dd>{m.mobile || '—'}</dd>
        <dt>{t`余额`}</dt>
        <dd>¥{formatYuan(m.total_balance)}</dd>
        <dt>{t`积分`}</dt>
        <dd>{m.point}</dd>
        <dt>{t`注册时间`}</dt>
        <dd>{m.reg_time ? formatDateTime(m.reg_time) : '—'}</dd>
      </dl>
    </>
  )
}
