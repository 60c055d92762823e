import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { passwordCost, verifyPassword } from '../../http/password.ts'
import { rateLimitWait, rateLimited, recordEvents } from '../../http/rate-limit.ts'
import { yuan } from '../../http/money.ts'
import { imgPath } from '../../http/wire.ts'
import { memberShopTag, memberUid, servicerUid } from '../../chat/hub.ts'
import { orderCards, skuCards } from './cards.ts'
import {
  cardsFor, checkedContent, connectForAgent, connectForMember, connectionError, forgetAgents, insertOnce, assertSameMessage, shopIdentity, threadPage, wireRows,
  type Agent, type ChatDeps, type SayInput,
} from './service.ts'
import { CONTENT_TYPES, dialogueWire } from './wire.ts'

// The agents' side (reference §5.4): agents log in with their own accounts and tokens (not members),
// bind their console's socket, see every member who talked to their shop, answer, take over and end
// conversations. Every call is limited to the agent's own shop (site 0 = the platform's service).

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const AGENT_TOKEN_SECONDS = 7 * 86_400

const agentTokenMissing = () => new ApiError('TOKEN_NOT_EXIST', msg('客服未登录', 'The agent is not logged in'), { data: 'AuthError' })
const agentTokenInvalid = () => new ApiError('TOKEN_ERROR', msg('客服登录已失效，请重新登录', 'The agent login has expired, please log in again'), { data: 'AuthError' })

export async function agentLogin(db: Database, input: { username: string; password: string; ip: string }, clock: Clock) {
  const now = clock.now()
  const account = `servicer:${input.username.toLowerCase()}`
  const limits = [
    { scope: 'servicer-login:account', subject: account, max: 10, window: 900 },
    { scope: 'servicer-login:ip', subject: input.ip, max: 30, window: 900 },
  ]
  const wait = await rateLimitWait(db, now, limits)
  if (wait > 0) throw rateLimited(wait, msg('登录失败次数过多', 'Too many failed logins'))
  const row = await db.selectFrom('servicer').selectAll().where(sql<string>`lower(username)`, '=', input.username.toLowerCase()).executeTakeFirst()
  const ok = row ? await verifyPassword(input.password, row.password_hash) : await verifyPassword(input.password, burnHash()).then(() => false)
  if (!row || !ok) {
    await recordEvents(db, now, limits)
    throw new ApiError('FAIL', msg('用户名或密码错误', 'Wrong username or password'))
  }
  const token = randomBytes(32).toString('base64url')
  await db.insertInto('servicer_token').values({ token_hash: hash(token), servicer_id: row.servicer_id, created_at: now, expires_at: now + AGENT_TOKEN_SECONDS }).execute()
  const shop = await shopIdentity(db, row.site_id).catch(() => null)
  return {
    token,
    servicer: { servicer_id: row.servicer_id, site_id: row.site_id, shop_id: row.site_id, username: row.username, nickname: row.nickname, avatar: imgPath(row.avatar), shop_name: shop?.shop_name ?? '', logo: shop?.logo ?? '' },
  }
}
// a fixed scrypt hash at the cost new hashes have, so an unknown name takes as long as a wrong password
const burnHash = () => `scrypt$${passwordCost()}$8$1$00000000000000000000000000000000$${'0'.repeat(128)}`

export async function agentLogout(db: Database, token: string | undefined, clock: Clock) {
  if (token) await db.updateTable('servicer_token').set({ revoked_at: clock.now() }).where('token_hash', '=', hash(token)).where('revoked_at', 'is', null).execute()
  return true
}

/** the agent of a live agent token (TOKEN_* errors like a member's forced login) */
export async function requireAgent(db: Database, token: string | undefined, clock: Clock): Promise<Agent> {
  if (!token) throw agentTokenMissing()
  const row = await db
    .selectFrom('servicer_token as t')
    .innerJoin('servicer as s', 's.servicer_id', 't.servicer_id')
    .select(['s.servicer_id', 's.site_id', 's.nickname', 's.avatar'])
    .where('t.token_hash', '=', hash(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', clock.now())
    .executeTakeFirst()
  if (!row) throw agentTokenInvalid()
  return { ...row, avatar: imgPath(row.avatar) }
}

/** chat/bind: the console's socket joins the agent; the agent is online while it is connected */
export async function agentBind(deps: ChatDeps, agent: Agent, clientId: string) {
  const uid = servicerUid(agent.servicer_id)
  const current = await deps.hub.uidOf(clientId)
  if (current === null || (current && current !== uid)) throw connectionError()
  // one console per agent: a console opened elsewhere is told and closed (reference §5.2 force_offline)
  if (current !== uid && (await deps.hub.online([uid]))[0]) await deps.hub.closeUid(uid, { type: 'force_offline', data: { servicer_id: agent.servicer_id } })
  const bound = await deps.hub.bind(clientId, uid)
  if (bound !== 'ok') throw connectionError()
  await deps.db.updateTable('servicer').set({ online: 1 }).where('servicer_id', '=', agent.servicer_id).execute()
  // an agent added since the shop's list was read is in it from now on (this process)
  forgetAgents(deps.db, agent.site_id)
  await adoptWaiting(deps, agent)
  return { servicer_id: agent.servicer_id, site_id: agent.site_id, nickname: agent.nickname, avatar: agent.avatar }
}

/** members of the shop with the chat open and no agent online get this one (and see 'service online') */
async function adoptWaiting(deps: ChatDeps, agent: Agent) {
  const open = await deps.db
    .selectFrom('servicer_member')
    .selectAll()
    .where('site_id', '=', agent.site_id)
    .where('online', '=', 1)
    .orderBy('last_online_time', 'desc')
    .limit(500)
    .execute()
  if (!open.length) return
  const agentIds = [...new Set(open.map((s) => s.servicer_id).filter((id) => id > 0 && id !== agent.servicer_id))]
  const live = await deps.hub.online(agentIds.map(servicerUid))
  const liveAgents = new Set(agentIds.filter((_, i) => live[i]))
  const waiting = open.filter((s) => s.servicer_id !== agent.servicer_id && !liveAgents.has(s.servicer_id))
  if (!waiting.length) return
  await deps.db.updateTable('servicer_member').set({ servicer_id: agent.servicer_id }).where('id', 'in', waiting.map((s) => s.id)).execute()
  for (const s of waiting) {
    await deps.hub.push(memberUid(s.member_id), connectForMember(agent))
    await deps.hub.push(servicerUid(agent.servicer_id), await connectForAgent(deps, { ...s, servicer_id: agent.servicer_id }, true))
  }
}

/** the member's session with the agent's shop: an agent reaches only members who came to the shop */
async function sessionWith(db: Database, agent: Agent, memberId: number) {
  const session = await db.selectFrom('servicer_member').selectAll().where('member_id', '=', memberId).where('site_id', '=', agent.site_id).executeTakeFirst()
  if (!session) throw errors.notFound(msg('该会员未咨询过本店', 'This member has not contacted this shop'))
  return session
}

export type AnswerInput = Omit<SayInput, 'site_id'> & { member_id: number }

/** chat/answer: store the agent's message, then push it to the member's sockets */
export async function agentAnswer(deps: ChatDeps, agent: Agent, input: AnswerInput) {
  const session = await sessionWith(deps.db, agent, input.member_id)
  const content = await checkedContent(deps.db, { ...input, site_id: agent.site_id }, { memberId: input.member_id, siteId: agent.site_id || undefined })
  const values = {
    member_id: input.member_id,
    site_id: agent.site_id,
    servicer_id: agent.servicer_id,
    type: 1,
    content_type: input.content_type,
    consumer_say: '',
    servicer_say: content.text,
    goods_sku_id: content.sku,
    order_id: content.order,
    is_read: 0,
    is_auto: 0,
    client_msg_id: input.client_msg_id ?? null,
    add_time: deps.clock.now(),
  }
  const { row, fresh } = await insertOnce(deps.db, values)
  if (!fresh) assertSameMessage(row, values)
  const shop = await shopIdentity(deps.db, agent.site_id)
  const cards = row.content_type === 1 || row.content_type === 2 ? (await cardsFor(deps.db, [row], { siteId: agent.site_id || undefined }))(row) : {}
  const wire = { ...dialogueWire(row, { nickname: agent.nickname, avatar: agent.avatar }, cards), shop_name: shop.shop_name, logo: shop.logo }
  // a retry pushes again: the first attempt's node may have died between its commit and its push
  if (!fresh) {
    await deps.hub.push(memberUid(input.member_id), { type: CONTENT_TYPES[row.content_type]!, data: wire })
    return wire
  }
  // whoever answers takes the conversation
  if (session.servicer_id !== agent.servicer_id) {
    await deps.db.updateTable('servicer_member').set({ servicer_id: agent.servicer_id }).where('id', '=', session.id).execute()
    await deps.hub.push(memberUid(input.member_id), connectForMember(agent))
  }
  await deps.hub.push(memberUid(input.member_id), { type: CONTENT_TYPES[row.content_type]!, data: wire })
  return wire
}

/** chat/bindMember: the agent takes a member's conversation; the member is told (`connect`) */
export async function agentTakeMember(deps: ChatDeps, agent: Agent, memberId: number) {
  const session = await sessionWith(deps.db, agent, memberId)
  await deps.db.updateTable('servicer_member').set({ servicer_id: agent.servicer_id }).where('id', '=', session.id).execute()
  await deps.hub.push(memberUid(memberId), connectForMember(agent))
  return { ...session, servicer_id: agent.servicer_id }
}

/**
 * chat/closeMember: end the conversation; every tab of the member showing this shop is told and
 * closed. The session goes offline — and the console is told (`disconnect`) — when those sockets are
 * gone (socketGone → leftShop), so the console never reads a closing socket as the member still there.
 */
export async function agentCloseMember(deps: ChatDeps, agent: Agent, memberId: number) {
  await sessionWith(deps.db, agent, memberId)
  await deps.hub.closeUid(memberShopTag(memberId, agent.site_id), { type: 'close', data: { status: true, shop_id: agent.site_id, msg: '会话已结束！感谢您的咨询' } })
  return true
}

/** chat/bye: the agent goes offline (every console socket closed) */
export async function agentBye(deps: ChatDeps, agent: Agent) {
  await deps.db.updateTable('servicer').set({ online: 0 }).where('servicer_id', '=', agent.servicer_id).execute()
  await deps.hub.closeUid(servicerUid(agent.servicer_id), { type: 'close', data: { status: true } })
  return true
}

/**
 * index/memberList (and index/index): every member who talked to the shop, online first, then by the
 * latest message, each with their unread count (messages to the shop not read yet) and last message.
 */
export async function agentMembers(deps: ChatDeps, agent: Agent, opts: { page: number; pageSize: number; memberName?: string; unreadOnly?: boolean }) {
  const { db } = deps
  let q = db.selectFrom('servicer_member as sm').innerJoin('member as m', 'm.member_id', 'sm.member_id').where('sm.site_id', '=', agent.site_id)
  if (opts.memberName) {
    const like = `%${opts.memberName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where((eb) => eb.or([eb('m.nickname', 'ilike', like), eb('m.username', 'ilike', like)]))
  }
  const unread = sql<number>`(select count(*) from servicer_dialogue d where d.member_id = sm.member_id and d.site_id = sm.site_id and d.type = 0 and d.is_read = 0)`
  if (opts.unreadOnly) q = q.where(unread, '>', 0)
  const lastAdd = sql<number>`coalesce((select max(d.add_time) from servicer_dialogue d where d.member_id = sm.member_id and d.site_id = sm.site_id), sm.create_time)`
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['sm.id', 'sm.member_id', 'sm.site_id', 'sm.servicer_id', 'sm.online', 'sm.client_id', 'sm.create_time', 'sm.last_online_time', 'm.username', 'm.nickname', 'm.headimg'])
      .select(unread.as('unread'))
      .select(lastAdd.as('last_time'))
      .select(sql<number>`(select max(d.id) from servicer_dialogue d where d.member_id = sm.member_id and d.site_id = sm.site_id)`.as('last_id'))
      .orderBy('sm.online', 'desc')
      .orderBy(lastAdd, 'desc')
      .orderBy('sm.member_id')
      .limit(opts.pageSize)
      .offset(pageOffset(opts.page, opts.pageSize))
      .execute(),
  ])
  // online: a socket of the member shows this shop (any tab, any process)
  const live = await deps.hub.online(rows.map((r) => memberShopTag(r.member_id, r.site_id)))
  const lastIds = rows.map((r) => Number(r.last_id ?? 0)).filter((id) => id > 0)
  const lastRows = lastIds.length ? await db.selectFrom('servicer_dialogue').selectAll().where('id', 'in', lastIds).execute() : []
  const lastWire = new Map((await wireRows(db, lastRows, { siteId: agent.site_id || undefined })).map((w) => [w.member_id, w]))
  const list = rows.map((r, i) => ({
    id: r.id,
    member_id: r.member_id,
    site_id: r.site_id,
    shop_id: r.site_id,
    servicer_id: r.servicer_id,
    online: live[i] ? 1 : 0,
    create_time: r.create_time,
    last_online_time: r.last_online_time,
    username: r.username,
    nickname: r.nickname || r.username,
    member_name: r.nickname || r.username,
    headimg: imgPath(r.headimg),
    unread: Number(r.unread),
    last_time: Number(r.last_time),
    last_dialog: lastWire.get(r.member_id) ?? null,
  }))
  return paged(Number(n), opts.pageSize, list)
}

/** index/dialogs: the thread with one member in this shop */
export async function agentDialogs(deps: ChatDeps, agent: Agent, memberId: number, opts: { page: number; limit: number; afterId?: number }) {
  await sessionWith(deps.db, agent, memberId)
  return threadPage(deps.db, memberId, agent.site_id, opts, { siteId: agent.site_id || undefined })
}

/** message/setRead: the agent has read the member's messages */
export async function agentSetRead(deps: ChatDeps, agent: Agent, memberId: number) {
  await sessionWith(deps.db, agent, memberId)
  const res = await deps.db
    .updateTable('servicer_dialogue')
    .set({ is_read: 1 })
    .where('member_id', '=', memberId)
    .where('site_id', '=', agent.site_id)
    .where('type', '=', 0)
    .where('is_read', '=', 0)
    .executeTakeFirst()
  return { count: Number(res.numUpdatedRows) }
}

/** member/info: who the agent is talking to (the mobile masked: an agent needs no more) */
export async function agentMemberInfo(deps: ChatDeps, agent: Agent, memberId: number) {
  await sessionWith(deps.db, agent, memberId)
  const m = await deps.db
    .selectFrom('member as m')
    .leftJoin('member_level as l', 'l.level_id', 'm.member_level')
    .select(['m.member_id', 'm.username', 'm.nickname', 'm.headimg', 'm.mobile', 'm.reg_time', 'm.balance', 'm.balance_money', 'm.point', 'l.level_name'])
    .where('m.member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return {
    member_id: m.member_id,
    username: m.username,
    nickname: m.nickname || m.username,
    headimg: imgPath(m.headimg),
    mobile: m.mobile ? m.mobile.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2') : '',
    member_level_name: m.level_name ?? '',
    reg_time: m.reg_time,
    point: m.point,
    balance: yuan(m.balance),
    balance_money: yuan(m.balance_money),
    total_balance: yuan(m.balance + m.balance_money),
  }
}

/** chat/orderDetail: an order of a member who talked to this shop (a shop's agents: the shop's orders) */
export async function agentOrderDetail(deps: ChatDeps, agent: Agent, orderId: number) {
  const cards = await orderCards(deps.db, [orderId], { siteId: agent.site_id || undefined })
  const card = cards.get(orderId)
  if (!card) throw errors.notFound(msg('订单不存在', 'No such order'))
  const session = await deps.db.selectFrom('servicer_member').select('id').where('member_id', '=', card.member_id).where('site_id', '=', agent.site_id).executeTakeFirst()
  if (!session) throw errors.notFound(msg('订单不存在', 'No such order'))
  return card
}

/** the product card by sku id (public goods data) */
export async function skuDetail(db: Database, skuId: number) {
  const card = (await skuCards(db, [skuId])).get(skuId)
  if (!card) throw errors.notFound(msg('商品不存在', 'No such product'))
  return { goods_sku_detail: card }
}
