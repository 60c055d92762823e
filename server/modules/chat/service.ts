import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { cacheClock } from '../../db/cache.ts'
import { getConfig } from '../../db/site-config.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { imgPath } from '../../http/wire.ts'
import { memberShopTag, memberUid, servicerUid, type ChatHub } from '../../chat/hub.ts'
import { orderCards, skuCards } from './cards.ts'
import { CONTENT_TYPES, dialogueWire, type ContentType, type DialogueRow, type DialogueWire, type Speaker } from './wire.ts'

// The member's side of the chat (reference §5.3, spec §7 Chat) and what both sides share: sessions,
// agent assignment, storing a message before pushing it, history pages and unread counts.

export interface ChatDeps {
  db: Database
  clock: Clock
  hub: ChatHub
}

/** the most characters a text message may have; each emoji code counts 1 (spec §5) */
export const MAX_TEXT = 150
export const EMOJI_COUNT = 47
const EMOJI = /\[emjoy_(0[1-9]|[1-3][0-9]|4[0-7])\]/g
/** an image path this server handed out (upload/chatimg): nothing else is sent as an image */
export const CHAT_IMAGE = /^upload\/chat\/\d{8}\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/

export const textLength = (text: string) => [...text.replace(EMOJI, 'e')].length

export const offline = () => new ApiError('SERVICER_OFFLINE', msg('客服不在线', 'No agent is online'))
export const connectionError = () => new ApiError('CONNECTION_ERROR', msg('客服连接异常', 'The chat connection is not valid'))

// --- shops and agents -----------------------------------------------------------------------------

// Shop names and logos and a shop's agent list are read on every message: kept for SHORT_MS per
// database (aged by the app clock), so a renamed shop or a new agent shows within seconds.
const SHORT_MS = 10_000
const short = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>()
function remember<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let map = short.get(db)
  if (!map) short.set(db, (map = new Map()))
  const now = cacheClock(db).nowMs()
  const hit = map.get(key)
  if (hit && now - hit.at < SHORT_MS) return hit.value as Promise<T>
  if (map.size > 5000) map.clear()
  const value = load()
  map.set(key, { at: now, value })
  value.catch(() => map.delete(key))
  return value
}

export interface ShopIdentity {
  shop_id: number
  shop_name: string
  logo: string
  avatar: string
}

/** the shop (or the platform, site 0) a member talks to; not found for an unknown or closed shop */
export function shopIdentity(db: Database, siteId: number): Promise<ShopIdentity> {
  return remember(db, `shop:${siteId}`, () => loadShopIdentity(db, siteId))
}

async function loadShopIdentity(db: Database, siteId: number): Promise<ShopIdentity> {
  if (siteId === 0) {
    const website = await getConfig(db, 'website')
    return { shop_id: 0, shop_name: '平台客服', logo: imgPath(website.logo), avatar: imgPath(website.logo) }
  }
  const shop = await db.selectFrom('shop').select(['site_name', 'logo', 'avatar', 'shop_status']).where('site_id', '=', siteId).executeTakeFirst()
  if (!shop || shop.shop_status !== 1) throw errors.notFound(msg('店铺不存在', 'No such shop'))
  return { shop_id: siteId, shop_name: shop.site_name, logo: imgPath(shop.logo), avatar: imgPath(shop.avatar) }
}

export interface Agent {
  servicer_id: number
  site_id: number
  nickname: string
  avatar: string
}

/** an agent joined the shop or came online: the next read of its agent list goes to the database
 * (a member binding within SHORT_MS would otherwise be told 客服不在线 with the new agent online) */
export function forgetAgents(db: Database, siteId: number) {
  short.get(db)?.delete(`agents:${siteId}`)
}

function siteAgents(db: Database, siteId: number): Promise<Agent[]> {
  return remember(db, `agents:${siteId}`, async () => {
    const rows = await db.selectFrom('servicer').select(['servicer_id', 'site_id', 'nickname', 'avatar']).where('site_id', '=', siteId).orderBy('servicer_id').execute()
    return rows.map((r) => ({ ...r, avatar: imgPath(r.avatar) }))
  })
}

async function agentsOf(db: Database, siteIds: number[]): Promise<Agent[]> {
  return (await Promise.all([...new Set(siteIds)].map((id) => siteAgents(db, id)))).flat()
}

/** the agents of these shops with a live socket somewhere */
export async function onlineAgents(deps: ChatDeps, siteIds: number[]): Promise<Agent[]> {
  const agents = await agentsOf(deps.db, siteIds)
  const live = await deps.hub.online(agents.map((a) => servicerUid(a.servicer_id)))
  return agents.filter((_, i) => live[i])
}

/** Servicer::assigning: the shop's online agent with the fewest members online with them */
export async function leastBusyAgent(deps: ChatDeps, siteId: number): Promise<Agent | null> {
  const online = await onlineAgents(deps, [siteId])
  if (!online.length) return null
  const busy = await deps.db
    .selectFrom('servicer_member')
    .select(['servicer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('servicer_id', 'in', online.map((a) => a.servicer_id))
    .where('online', '=', 1)
    .groupBy('servicer_id')
    .execute()
  const load = new Map(busy.map((b) => [b.servicer_id, Number(b.n)]))
  return online.reduce((best, a) => ((load.get(a.servicer_id) ?? 0) < (load.get(best.servicer_id) ?? 0) ? a : best))
}

export async function agentById(db: Database, servicerId: number): Promise<Agent | null> {
  if (!servicerId) return null
  const row = await db.selectFrom('servicer').select(['servicer_id', 'site_id', 'nickname', 'avatar']).where('servicer_id', '=', servicerId).executeTakeFirst()
  return row ? { ...row, avatar: imgPath(row.avatar) } : null
}

// --- sessions -------------------------------------------------------------------------------------

export type Session = { id: number; member_id: number; site_id: number; servicer_id: number; online: number; client_id: string; create_time: number; last_online_time: number }

/** the member ↔ shop session, made on first contact */
export async function sessionOf(db: Database, memberId: number, siteId: number, now: number): Promise<Session> {
  const found = await db.selectFrom('servicer_member').selectAll().where('member_id', '=', memberId).where('site_id', '=', siteId).executeTakeFirst()
  if (found) return found
  await db
    .insertInto('servicer_member')
    .values({ member_id: memberId, site_id: siteId, create_time: now })
    .onConflict((oc) => oc.columns(['member_id', 'site_id']).doNothing())
    .execute()
  return db.selectFrom('servicer_member').selectAll().where('member_id', '=', memberId).where('site_id', '=', siteId).executeTakeFirstOrThrow()
}

interface MemberFace {
  member_id: number
  username: string
  nickname: string
  headimg: string
}
async function memberFace(db: Database, memberId: number): Promise<MemberFace> {
  const m = await db.selectFrom('member').select(['member_id', 'username', 'nickname', 'headimg']).where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return { ...m, nickname: m.nickname || m.username, headimg: imgPath(m.headimg) }
}

/** the `connect` an agent gets when a member comes to them (reference §5.2: a servicer_member row) */
export async function connectForAgent(deps: ChatDeps, session: Session, memberOnline: boolean) {
  const face = await memberFace(deps.db, session.member_id)
  const last = await deps.db
    .selectFrom('servicer_dialogue')
    .selectAll()
    .where('member_id', '=', session.member_id)
    .where('site_id', '=', session.site_id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return connectMessage(session, face, last ?? null, memberOnline)
}

function connectMessage(session: Session, face: MemberFace, last: DialogueRow | null, memberOnline: boolean) {
  return {
    type: 'connect',
    data: {
      ...session,
      shop_id: session.site_id,
      online: memberOnline ? 1 : 0,
      member_name: face.nickname,
      nickname: face.nickname,
      username: face.username,
      headimg: face.headimg,
      last_dialog: last ? dialogueWire(last, { nickname: face.nickname, avatar: face.headimg }) : null,
    },
  }
}

/** the `connect` a member gets when an agent takes their conversation */
export const connectForMember = (agent: Agent) => ({
  type: 'connect',
  data: { servicer_id: agent.servicer_id, nickname: agent.nickname, avatar: agent.avatar, shop_id: agent.site_id, site_id: agent.site_id },
})

/** keep the session's agent if online, else the least busy online one (null: nobody online) */
async function assignAgent(deps: ChatDeps, session: Session): Promise<{ agent: Agent | null; changed: boolean }> {
  if (session.servicer_id) {
    const [live] = await deps.hub.online([servicerUid(session.servicer_id)])
    const agent = live ? (await siteAgents(deps.db, session.site_id)).find((a) => a.servicer_id === session.servicer_id) : undefined
    if (agent) return { agent, changed: false }
  }
  const agent = await leastBusyAgent(deps, session.site_id)
  if (!agent) return { agent: null, changed: false }
  await deps.db.updateTable('servicer_member').set({ servicer_id: agent.servicer_id }).where('id', '=', session.id).execute()
  session.servicer_id = agent.servicer_id
  return { agent, changed: true }
}

// --- member calls ---------------------------------------------------------------------------------

/** /servicer/api/chat/bind: the member's socket joins them; an agent is assigned when one is online */
export async function bindMember(deps: ChatDeps, memberId: number, clientId: string, siteId: number) {
  const shop = await shopIdentity(deps.db, siteId)
  // tagged with the shop: the member is in this shop's chat while any socket so tagged lives
  const bound = await deps.hub.bind(clientId, memberUid(memberId), memberShopTag(memberId, siteId))
  if (bound !== 'ok') throw connectionError()
  const { agent } = await sessionBinds(deps, { memberId, siteId, clientId })
  // the socket stays bound either way: an agent who comes online later reaches the member
  if (!agent) throw offline()
  return { servicer_id: agent.servicer_id, nickname: agent.nickname, avatar: agent.avatar, shop_id: shop.shop_id, shop_name: shop.shop_name }
}

// A reconnect storm (a restarted process: every member binds again at once) must not cost a handful of
// statements per socket: binds that arrive while a batch is at the database go together in the next
// one — the sessions in one upsert, the agents' loads in one count, the assignments in one update, the
// members' faces and last messages in one read each — then each agent gets its `connect` pushes.
interface BindAsk {
  memberId: number
  siteId: number
  clientId: string
}
interface BindDone {
  agent: Agent | null
}
interface BindQueue {
  busy: boolean
  next: Array<{ ask: BindAsk; ok: (done: BindDone) => void; fail: (error: unknown) => void }>
}
const bindQueues = new WeakMap<Database, BindQueue>()

function sessionBinds(deps: ChatDeps, ask: BindAsk): Promise<BindDone> {
  let queue = bindQueues.get(deps.db)
  if (!queue) bindQueues.set(deps.db, (queue = { busy: false, next: [] }))
  const q = queue
  const done = new Promise<BindDone>((ok, fail) => q.next.push({ ask, ok, fail }))
  const launch = () => {
    const batch = q.next
    q.next = []
    q.busy = batch.length > 0
    if (!q.busy) return
    bindBatch(deps, batch.map((b) => b.ask)).then(
      (results) => batch.forEach((b, i) => b.ok(results[i]!)),
      (error: unknown) => batch.forEach((b) => b.fail(error)),
    ).finally(launch)
  }
  if (!q.busy) launch()
  return done
}

const pairKey = (memberId: number, siteId: number) => `${memberId}:${siteId}`

async function bindBatch(deps: ChatDeps, asks: BindAsk[]): Promise<BindDone[]> {
  const { db } = deps
  const now = deps.clock.now()
  // one row per member and shop: the batch's last socket is the session's client, as binds one after the other leave it
  const pairs = new Map(asks.map((a) => [pairKey(a.memberId, a.siteId), a]))
  const ups = [...pairs.values()]
  const rows = await sql<Session>`
    insert into servicer_member (member_id, site_id, create_time, online, client_id, last_online_time)
    select m, s, ${now}, 1, c, ${now} from unnest(${ups.map((a) => a.memberId)}::int[], ${ups.map((a) => a.siteId)}::int[], ${ups.map((a) => a.clientId)}::text[]) as t(m, s, c)
    on conflict (member_id, site_id) do update set online = 1, client_id = excluded.client_id, last_online_time = excluded.last_online_time
    returning *`.execute(db)
  const sessions = new Map(rows.rows.map((r) => [pairKey(r.member_id, r.site_id), r]))

  // agents: the session's own when online, else the least busy online agent of the shop
  const agentOf = new Map<string, Agent>()
  const moves: Array<{ id: number; servicerId: number }> = []
  for (const siteId of new Set(rows.rows.map((r) => r.site_id))) {
    const online = await onlineAgents(deps, [siteId])
    if (!online.length) continue
    const byId = new Map(online.map((a) => [a.servicer_id, a]))
    const here = rows.rows.filter((r) => r.site_id === siteId)
    for (const r of here) if (byId.has(r.servicer_id)) agentOf.set(pairKey(r.member_id, r.site_id), byId.get(r.servicer_id)!)
    const waiting = here.filter((r) => !byId.has(r.servicer_id))
    if (!waiting.length) continue
    const busy = await db
      .selectFrom('servicer_member')
      .select(['servicer_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('servicer_id', 'in', online.map((a) => a.servicer_id))
      .where('online', '=', 1)
      .groupBy('servicer_id')
      .execute()
    const load = new Map(busy.map((b) => [b.servicer_id, Number(b.n)]))
    for (const r of waiting) {
      const agent = online.reduce((best, a) => ((load.get(a.servicer_id) ?? 0) < (load.get(best.servicer_id) ?? 0) ? a : best))
      load.set(agent.servicer_id, (load.get(agent.servicer_id) ?? 0) + 1)
      agentOf.set(pairKey(r.member_id, r.site_id), agent)
      moves.push({ id: r.id, servicerId: agent.servicer_id })
      r.servicer_id = agent.servicer_id
    }
  }
  if (moves.length) {
    await sql`
      update servicer_member set servicer_id = t.s
      from unnest(${moves.map((m) => m.id)}::int[], ${moves.map((m) => m.servicerId)}::int[]) as t(id, s)
      where servicer_member.id = t.id`.execute(db)
  }

  // each agent hears of the members who came to them, with the member's face and last message
  const served = rows.rows.filter((r) => agentOf.has(pairKey(r.member_id, r.site_id)))
  if (served.length) {
    const memberIds = [...new Set(served.map((r) => r.member_id))]
    const [faces, lasts] = await Promise.all([
      db.selectFrom('member').select(['member_id', 'username', 'nickname', 'headimg']).where('member_id', 'in', memberIds).execute(),
      sql<DialogueRow>`
        select distinct on (member_id, site_id) * from servicer_dialogue
        where member_id = any(${memberIds}::int[]) and site_id = any(${[...new Set(served.map((r) => r.site_id))]}::int[])
        order by member_id, site_id, id desc`.execute(db),
    ])
    const faceOf = new Map(faces.map((m) => [m.member_id, { ...m, nickname: m.nickname || m.username, headimg: imgPath(m.headimg) }]))
    const lastOf = new Map(lasts.rows.map((d) => [pairKey(d.member_id, d.site_id), d]))
    await Promise.all(
      served.map((r) => {
        const key = pairKey(r.member_id, r.site_id)
        const face = faceOf.get(r.member_id)
        if (!face) return undefined
        return deps.hub.push(servicerUid(agentOf.get(key)!.servicer_id), connectMessage(r, face, lastOf.get(key) ?? null, true))
      }),
    )
  }
  return asks.map((a) => ({ agent: sessions.has(pairKey(a.memberId, a.siteId)) ? (agentOf.get(pairKey(a.memberId, a.siteId)) ?? null) : null }))
}

export interface SayInput {
  site_id: number
  content_type: ContentType
  message?: string
  goods_id?: number
  order_id?: number
  client_msg_id?: string
}

/** what a message holds, checked: text (with emoji codes), a sku, the member's own order, an uploaded image */
async function checkedContent(db: Database, input: SayInput, orderScope: { memberId?: number; siteId?: number }) {
  const say = { text: '', sku: 0, order: 0 }
  switch (input.content_type) {
    case 0: {
      const text = (input.message ?? '').replace(/\r\n?/g, '\n')
      if (!text.trim()) throw errors.param(msg('不能发送空白内容', 'Cannot send blank content'))
      if (textLength(text) > MAX_TEXT) throw errors.param(msg(`一次最多发送 ${MAX_TEXT} 个字符`, `At most ${MAX_TEXT} characters can be sent at a time`))
      say.text = text
      break
    }
    case 1: {
      const sku = await db.selectFrom('goods_sku').select('sku_id').where('sku_id', '=', input.goods_id ?? 0).executeTakeFirst()
      if (!sku) throw errors.notFound(msg('商品不存在', 'No such product'))
      say.sku = sku.sku_id
      break
    }
    case 2: {
      const cards = await orderCards(db, [input.order_id ?? 0], orderScope)
      if (!cards.size) throw errors.notFound(msg('订单不存在', 'No such order'))
      say.order = input.order_id!
      break
    }
    case 3: {
      const path = (input.message ?? '').trim()
      if (!CHAT_IMAGE.test(path)) throw errors.param(msg('图片地址不正确', 'Not an uploaded chat image'))
      say.text = path
      break
    }
  }
  return say
}

/** the cards of some rows, for one member's view or one shop's */
export async function cardsFor(db: Database, rows: DialogueRow[], scope: { memberId?: number; siteId?: number }) {
  const [skus, orders] = await Promise.all([
    skuCards(db, rows.filter((r) => r.content_type === 1).map((r) => r.goods_sku_id)),
    orderCards(db, rows.filter((r) => r.content_type === 2).map((r) => r.order_id), scope),
  ])
  return (r: DialogueRow) => ({ sku: skus.get(r.goods_sku_id), order: orders.get(r.order_id) })
}

/** a page of rows as the wire shows them, with each speaker's name and picture */
export async function wireRows(db: Database, rows: DialogueRow[], scope: { memberId?: number; siteId?: number }): Promise<DialogueWire[]> {
  if (!rows.length) return []
  const cards = await cardsFor(db, rows, scope)
  const agentIds = [...new Set(rows.map((r) => r.servicer_id).filter((id) => id > 0))]
  const memberIds = [...new Set(rows.map((r) => r.member_id))]
  const siteIds = [...new Set(rows.map((r) => r.site_id))]
  const [agents, members, shops] = await Promise.all([
    agentIds.length ? db.selectFrom('servicer').select(['servicer_id', 'nickname', 'avatar']).where('servicer_id', 'in', agentIds).execute() : [],
    db.selectFrom('member').select(['member_id', 'username', 'nickname', 'headimg']).where('member_id', 'in', memberIds).execute(),
    Promise.all(siteIds.map((id) => shopIdentity(db, id).catch(() => ({ shop_id: id, shop_name: '', logo: '', avatar: '' })))),
  ])
  const agentFace = new Map(agents.map((a) => [a.servicer_id, { nickname: a.nickname, avatar: imgPath(a.avatar) }]))
  const memberFaceOf = new Map(members.map((m) => [m.member_id, { nickname: m.nickname || m.username, avatar: imgPath(m.headimg) }]))
  const shopFace = new Map(shops.map((s) => [s.shop_id, s]))
  return rows.map((r) => {
    const shop = shopFace.get(r.site_id)
    const speaker: Speaker =
      r.type === 0
        ? (memberFaceOf.get(r.member_id) ?? { nickname: '', avatar: '' })
        : (agentFace.get(r.servicer_id) ?? { nickname: shop?.shop_name ?? '', avatar: shop?.logo ?? '' })
    return { ...dialogueWire(r, speaker, cards(r)), shop_name: shop?.shop_name ?? '', logo: shop?.logo ?? '' }
  })
}

/**
 * insert once per client_msg_id: a retry answers the row the first attempt stored. The conversation's
 * row (servicer_member) is locked first, in the insert's transaction: ids come from one sequence, and
 * two messages of one conversation inserted at once on two nodes could otherwise commit out of id
 * order — a client re-syncing with `after_id` = the highest id it holds would skip the lower one
 * that committed later. Locked, the next id is taken only after the one before has committed.
 */
function insertOnce(db: Database, values: Omit<DialogueRow, 'id'>): Promise<{ row: DialogueRow; fresh: boolean }> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('servicer_member').select('id').where('member_id', '=', values.member_id).where('site_id', '=', values.site_id).forUpdate().execute()
    return insertOnceIn(tx, values)
  })
}

async function insertOnceIn(db: Database, values: Omit<DialogueRow, 'id'>): Promise<{ row: DialogueRow; fresh: boolean }> {
  const inserted = await db
    .insertInto('servicer_dialogue')
    .values(values)
    .onConflict((oc) =>
      values.type === 0
        ? oc.columns(['member_id', 'client_msg_id']).where('type', '=', 0).where('client_msg_id', 'is not', null).doNothing()
        : oc.columns(['servicer_id', 'client_msg_id']).where('type', '=', 1).where('client_msg_id', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { row: inserted, fresh: true }
  const existing = await db
    .selectFrom('servicer_dialogue')
    .selectAll()
    .where('type', '=', values.type)
    .where(values.type === 0 ? 'member_id' : 'servicer_id', '=', values.type === 0 ? values.member_id : values.servicer_id)
    .where('client_msg_id', '=', values.client_msg_id!)
    .executeTakeFirstOrThrow()
  return { row: existing, fresh: false }
}

/** the same client_msg_id for another message is a client bug, not a retry */
function assertSameMessage(row: DialogueRow, values: Omit<DialogueRow, 'id'>) {
  const same =
    row.site_id === values.site_id &&
    row.content_type === values.content_type &&
    row.consumer_say === values.consumer_say &&
    row.servicer_say === values.servicer_say &&
    row.goods_sku_id === values.goods_sku_id &&
    row.order_id === values.order_id &&
    row.member_id === values.member_id
  if (!same) throw errors.param(msg('client_msg_id 已用于另一条消息', 'client_msg_id was already used for another message'))
}

/**
 * /servicer/api/chat/say: store the message, then push it to the session's agent (re-assigned when the
 * agent left). With nobody online it is stored for later (servicer_id 0) and a keyword may answer.
 */
export async function memberSay(deps: ChatDeps, memberId: number, input: SayInput) {
  const shop = await shopIdentity(deps.db, input.site_id)
  const content = await checkedContent(deps.db, input, { memberId, siteId: input.site_id || undefined })
  const now = deps.clock.now()
  const session = await sessionOf(deps.db, memberId, input.site_id, now)
  const { agent, changed } = await assignAgent(deps, session)
  const values = {
    member_id: memberId,
    site_id: input.site_id,
    servicer_id: agent?.servicer_id ?? 0,
    type: 0,
    content_type: input.content_type,
    consumer_say: content.text,
    servicer_say: '',
    goods_sku_id: content.sku,
    order_id: content.order,
    is_read: 0,
    is_auto: 0,
    client_msg_id: input.client_msg_id ?? null,
    add_time: now,
  }
  const { row, fresh } = await insertOnce(deps.db, values)
  if (!fresh) return retryAnswer(deps, memberId, row, input, content)
  const face = await memberFace(deps.db, memberId)
  const cards = row.content_type === 1 || row.content_type === 2 ? (await cardsFor(deps.db, [row], { memberId }))(row) : {}
  const wire = { ...dialogueWire(row, { nickname: face.nickname, avatar: face.headimg }, cards), shop_name: shop.shop_name, logo: shop.logo }
  let autoReply: DialogueWire | null = null
  if (agent) {
    if (changed) {
      await deps.hub.push(memberUid(memberId), connectForMember(agent))
      await deps.hub.push(servicerUid(agent.servicer_id), await connectForAgent(deps, session, session.online === 1))
    }
    await deps.hub.push(servicerUid(agent.servicer_id), { type: CONTENT_TYPES[row.content_type]!, data: wire })
  }
  // the member's own sockets too: their other tabs show it (the sending tab knows it by its
  // client_msg_id and id, and shows it once)
  await deps.hub.push(memberUid(memberId), { type: CONTENT_TYPES[row.content_type]!, data: wire })
  if (!agent && row.content_type === 0) autoReply = await keywordReply(deps, memberId, shop, row.consumer_say, now)
  return { ...wire, auto_reply: autoReply }
}

async function retryAnswer(deps: ChatDeps, memberId: number, row: DialogueRow, input: SayInput, content: { text: string; sku: number; order: number }) {
  assertSameMessage(row, {
    ...row,
    member_id: memberId,
    site_id: input.site_id,
    content_type: input.content_type,
    consumer_say: content.text,
    servicer_say: '',
    goods_sku_id: content.sku,
    order_id: content.order,
  })
  const [wire] = await wireRows(deps.db, [row], { memberId })
  // pushed again: the first attempt may have committed on a node that died before its push (the
  // sender saw no answer, so it retried); the member's other sockets and the agent would never get
  // it, a socket that stays connected never re-syncs. Clients keep one message per id.
  if (row.servicer_id) await deps.hub.push(servicerUid(row.servicer_id), { type: CONTENT_TYPES[row.content_type]!, data: wire! })
  await deps.hub.push(memberUid(memberId), { type: CONTENT_TYPES[row.content_type]!, data: wire! })
  return { ...wire!, auto_reply: null }
}

/** Keyword::getContentByKeyword: the first of the shop's keywords the text contains answers it */
async function keywordReply(deps: ChatDeps, memberId: number, shop: ShopIdentity, text: string, now: number): Promise<DialogueWire | null> {
  const keywords = await deps.db
    .selectFrom('servicer_keyword')
    .select(['keyword', 'content'])
    .where('site_id', '=', shop.shop_id)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const hit = keywords.find((k) => k.keyword && text.toLowerCase().includes(k.keyword.toLowerCase()))
  if (!hit) return null
  const { row } = await insertOnce(deps.db, {
    member_id: memberId, site_id: shop.shop_id, servicer_id: 0, type: 1, content_type: 0, consumer_say: '', servicer_say: hit.content,
    goods_sku_id: 0, order_id: 0, is_read: 0, is_auto: 1, client_msg_id: null, add_time: now,
  })
  const wire = { ...dialogueWire(row, { nickname: shop.shop_name, avatar: shop.logo }), shop_name: shop.shop_name, logo: shop.logo }
  await deps.hub.push(memberUid(memberId), { type: 'string', data: wire })
  return wire
}

/** rows of one member ↔ shop thread: page 1 = the newest, each page ascending; or the rows after an id */
export async function threadPage(
  db: Database,
  memberId: number,
  siteId: number,
  opts: { page: number; limit: number; afterId?: number },
  scope: { memberId?: number; siteId?: number },
) {
  const base = db.selectFrom('servicer_dialogue').where('member_id', '=', memberId).where('site_id', '=', siteId)
  if (opts.afterId !== undefined) {
    // re-sync after a reconnect: everything after the last id the client has, oldest first
    const after = base.where('id', '>', opts.afterId)
    const [{ n }, rows] = await Promise.all([
      after.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      after.selectAll().orderBy('id', 'asc').limit(opts.limit).execute(),
    ])
    return paged(Number(n), opts.limit, await wireRows(db, rows, scope))
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(opts.limit).offset(pageOffset(opts.page, opts.limit)).execute(),
  ])
  return paged(Number(n), opts.limit, await wireRows(db, rows.toReversed(), scope))
}

/** /servicer/api/chat/setRead: the member has read the shop's answers */
export async function memberSetRead(db: Database, memberId: number, siteId: number) {
  const res = await db
    .updateTable('servicer_dialogue')
    .set({ is_read: 1 })
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .where('type', '=', 1)
    .where('is_read', '=', 0)
    .executeTakeFirst()
  return { count: Number(res.numUpdatedRows) }
}

/** /servicer/api/chat/chatList: one row per shop the member talked to, the latest first */
export async function chatList(deps: ChatDeps, memberId: number, page: number, pageSize: number) {
  const { db } = deps
  const [{ n }, sessions] = await Promise.all([
    db.selectFrom('servicer_member').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('servicer_member as sm')
      .select(['sm.site_id', 'sm.servicer_id', 'sm.create_time'])
      .select((eb) =>
        eb
          .selectFrom('servicer_dialogue as d')
          .select(sql<number>`max(d.id)`.as('m'))
          .whereRef('d.member_id', '=', 'sm.member_id')
          .whereRef('d.site_id', '=', 'sm.site_id')
          .as('last_id'),
      )
      .select((eb) =>
        eb
          .selectFrom('servicer_dialogue as d')
          .select((e) => e.fn.countAll<number>().as('u'))
          .whereRef('d.member_id', '=', 'sm.member_id')
          .whereRef('d.site_id', '=', 'sm.site_id')
          .where('d.type', '=', 1)
          .where('d.is_read', '=', 0)
          .as('unread'),
      )
      .where('sm.member_id', '=', memberId)
      .orderBy(sql`coalesce((select max(d.add_time) from servicer_dialogue d where d.member_id = sm.member_id and d.site_id = sm.site_id), sm.create_time)`, 'desc')
      .orderBy('sm.site_id')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  const lastIds = sessions.map((s) => Number(s.last_id ?? 0)).filter((id) => id > 0)
  const lasts = lastIds.length ? await db.selectFrom('servicer_dialogue').selectAll().where('id', 'in', lastIds).execute() : []
  const lastOf = new Map(lasts.map((r) => [r.site_id, r]))
  const online = await onlineAgents(deps, sessions.map((s) => s.site_id))
  const shops = await Promise.all(sessions.map((s) => shopIdentity(db, s.site_id).catch(() => null)))
  const list = sessions.flatMap((s, i) => {
    const shop = shops[i]
    if (!shop) return []
    const last = lastOf.get(s.site_id)
    const agent = online.find((a) => a.servicer_id === s.servicer_id) ?? online.find((a) => a.site_id === s.site_id)
    const addTime = last?.add_time ?? s.create_time
    return [
      {
        shop_id: s.site_id,
        site_id: s.site_id,
        shop_name: shop.shop_name,
        logo: shop.logo,
        avatar: agent?.avatar || shop.avatar || shop.logo,
        online: agent ? 1 : 0,
        servicer_id: s.servicer_id,
        unread: Number(s.unread ?? 0),
        type: last?.type ?? 0,
        content_type: last?.content_type ?? 0,
        content: last ? (last.type === 0 ? last.consumer_say : last.servicer_say) : '',
        consumer_say: last?.consumer_say ?? '',
        servicer_say: last?.servicer_say ?? '',
        add_time: addTime,
        create_time: addTime,
      },
    ]
  })
  return paged(Number(n), pageSize, list)
}

/** /servicer/api/chat/hasServicers */
export async function hasServicers(deps: ChatDeps, siteId: number) {
  await shopIdentity(deps.db, siteId)
  return { online_count: (await onlineAgents(deps, [siteId])).length }
}

/**
 * /servicer/api/chat/bye: the member leaves the shop's chat — in the tab whose socket is `clientId`
 * (that socket gets `close` and is closed), or, without one, in every tab. The session goes offline
 * and the agent is told (`disconnect`) only when no socket of the member shows that shop any more.
 */
export async function memberBye(deps: ChatDeps, memberId: number, siteId: number, clientId?: string) {
  const session = await deps.db.selectFrom('servicer_member').selectAll().where('member_id', '=', memberId).where('site_id', '=', siteId).executeTakeFirst()
  if (!session) return true
  const bye = { type: 'close', data: { status: true } }
  if (clientId) {
    // only a socket of this member's
    if ((await deps.hub.uidOf(clientId)) === memberUid(memberId)) await deps.hub.closeClient(clientId, bye)
  } else {
    await deps.hub.closeUid(memberShopTag(memberId, siteId), bye)
  }
  await leftShop(deps, memberId, siteId)
  return true
}

/** the member has no socket showing the shop any more: the session goes offline, its agent is told */
async function leftShop(deps: ChatDeps, memberId: number, siteId: number) {
  const [still] = await deps.hub.online([memberShopTag(memberId, siteId)])
  if (still) return
  const sessions = await deps.db
    .updateTable('servicer_member')
    .set({ online: 0, client_id: '' })
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .where('online', '=', 1)
    .returning(['site_id', 'servicer_id'])
    .execute()
  for (const s of sessions) {
    if (s.servicer_id) await deps.hub.push(servicerUid(s.servicer_id), { type: 'disconnect', data: { member_id: memberId, shop_id: s.site_id } })
  }
}

/** a socket went away: the member's shop it showed goes offline when it was their last socket there */
export async function socketGone(deps: ChatDeps, clientId: string, bound: { uid: string; tag: string | null } | null) {
  const uid = bound?.uid
  if (uid?.startsWith('s:')) {
    const servicerId = Number(uid.slice(2))
    const [live] = await deps.hub.online([uid])
    if (!live) await deps.db.updateTable('servicer').set({ online: 0 }).where('servicer_id', '=', servicerId).execute()
    return
  }
  if (!uid?.startsWith('m:')) return
  const memberId = Number(uid.slice(2))
  const siteId = bound?.tag ? Number(bound.tag.slice(bound.tag.indexOf('@') + 1)) : NaN
  if (Number.isInteger(siteId)) return leftShop(deps, memberId, siteId)
  // an untagged socket (bound before tags): its sessions by client id
  const sessions = await deps.db.selectFrom('servicer_member').select('site_id').where('member_id', '=', memberId).where('client_id', '=', clientId).execute()
  for (const s of sessions) await leftShop(deps, memberId, s.site_id)
}

export { checkedContent, insertOnce, assertSameMessage, memberFace }
