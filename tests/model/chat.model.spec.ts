import type { AnyMachineSnapshot } from 'xstate'
import type { Page, Route, WebSocketRoute } from '@playwright/test'
import { call, createMember, expect, loginByApi, ops, test, useEnglish, withoutPopups, type Member } from '../e2e/fixtures.ts'
import { ChatAgent, ChatDialog } from '../e2e/pages/chat.ts'
import { expectAccessible } from '../e2e/pages/a11y.ts'
import { CatalogDetailPage } from '../e2e/pages/catalog-detail.ts'
import { placeOrder } from '../e2e/order-setup.ts'
import { chatHistoryPlan, chatMessagesPlan, chatPlan, LONG_TEXT, SHOP } from '../../machines/chat/chat.paths.ts'
import type { ChatContext } from '../../machines/chat/chat.machine.ts'
import { draftProblem } from '../../machines/chat/chat-message.ts'
import { greedyCover, pathTransitions, planReport } from '../../machines/test-kit/plan.ts'
import type { EventCase, MachinePlan, PlannedPath } from '../../machines/test-kit/model.ts'

/*
 * The member chat's paths walked again in the browser (issue 10; ported to the conversation machine and
 * its one connection machine, decision 019), against the real server: the named scenarios of the three
 * plans of machines/chat/chat.paths.ts (the ones docs/qa/chat*.md lists) whose every step a person — or
 * the real server, or the agent on the other side — can make happen, then, for a transition they leave
 * out that such a step can take, the shortest generated path that takes it (greedy cover, as
 * `npm run paths` does). One test per plan walks its paths one after the other on one page, with one
 * pair of agents; each path has a member of its own.
 *
 * How a step happens here:
 *  - the member's steps through the dialog: 联系客服 on the goods detail (chat.open), the conversation
 *    list (chat.switch to the platform), 关闭, 重新连接, 点击加载, 重试, typing (with Shift+Enter for the
 *    line break and the emoji picker), Enter (after Ctrl/Alt/Meta+Enter, which must not send), 发送商品;
 *    退出 in the header (chat.logout, with the dialog closed: it is modal) and logging in again; 重发 on a
 *    failed message; leaving the page (chat.leave: another page, then the goods detail again);
 *  - the connection's reports from the real server: the gateway's `init` is held at the socket
 *    (page.routeWebSocket) until the path has a bind settle; `connection.bound` / `connection.refused` is
 *    that init let through with the shop's agent (one of this test's own, `ops servicer:add`) online or
 *    offline, the bind going to the real server and back (a socket bound already is dropped first,
 *    `ops chat:drop`, and the reconnect's init is the one let through); a message push is a real agent's
 *    answer (/servicer/servicer/chat/answer) or the member's own text sent from another tab (chat/say
 *    with the same login); a `connect` push is the agent, now online, taking the conversation the bind
 *    refused (chat/bindMember: the socket stays bound to the member either way); `connection.ended` is
 *    the agent ending the conversation (chat/closeMember);
 *  - the calls (dialogs, say) go to the real server and their answers are held at the network until the
 *    path settles them; a failed one is the network failing (the request never reaches the server).
 *  Each path's member has 5 messages with the model's shop and 5 with the platform before the walk
 *  (2 history pages of 4, as the model's pages).
 *
 * What each state shows is checked: the dialog open or gone, the conversation's name, the status line
 * (connecting / online / offline / ended with 重新连接), the history area (loading / failed + retry /
 * click to load / no more records), the pending card, the send in flight (one say call at a time, the
 * waiting ones 发送中…), the warnings, failed sends, every message once (no id twice; each agent answer
 * once), nothing unread in the conversation shown, and axe on the dialog at each of its main looks.
 *
 * Not walked in the browser, and why (NOT_IN_THE_BROWSER lists the transitions):
 *  - chat.open while the dialog is open, and 退出 with it open: the dialog is modal, every opener and
 *    the header are under it.
 *  - a push or an ending before a bind settled: the server pushes to a member's conversation only once
 *    it is bound (a refused bind leaves it bound to the member: the agent taking it then is a `connect`).
 *  - 重新连接 while the conversation was not ended: the button shows only then.
 *  - in the conversation plan the dialog is opened from the goods detail, so a pending product card
 *    shows that the model (chat.open without a product) does not have; the card is checked in the
 *    history and messages plans.
 *  - the model's message contents (its fixed history pages) are not the real server's: the counts of
 *    pages are made to agree (5 messages, pages of 4), the texts are the real ones.
 *  - a picture (image.send): its upload runs inside the send, so the picture is not a say call held like
 *    the others; the extra test at the end sends one.
 *  The openers from the order detail and the side tools are walked by the extra tests at the end of this
 *  file; the connection machine's socket-level paths (heartbeat, back-off) by machines/chat-connection
 *  and tests/e2e/servicer.spec.ts ('a dead network').
 */

/** the model's shop 5 in the real seed (a shop with agents and goods no other spec chats with) */
const MODEL_SHOP_ID = 13
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

type Effect = 'loadHistory' | 'say'
const EFFECT_URL: Record<Effect, string> = { loadHistory: '/servicer/api/chat/dialogs', say: '/servicer/api/chat/say' }
const EFFECT_EVENT = /^xstate\.(done|error)\.actor\.(loadHistory|say)$/
const BIND_URL = '/servicer/api/chat/bind'

type S = AnyMachineSnapshot
const ctx = (s: S) => s.context as ChatContext
const isOpen = (s: S) => !s.matches('closed')
const historyShown = (s: S) => ['ready', 'loadingMore', 'resyncing'].some((h) => s.matches({ open: { history: h } }))
const pushOf = (e: EventCase) => (e.type === 'connection.push' ? (e.push as { type: string; data?: { type?: number } }) : null)
const isOwnSend = (before: S, e: EventCase) => e.type === 'pending.send' || (e.type === 'chat.send' && draftProblem(ctx(before).draft) === null)

/**
 * the dialog's real connection, which the conversation's model does not keep: none (closed), a socket
 * whose init is held, bound (an agent), unbound (refused: 客服不在线), ended by the agent
 */
type Link = 'none' | 'held' | 'bound' | 'unbound' | 'ended'

function linkAfter(link: Link, event: EventCase): Link {
  switch (event.type) {
    case 'chat.open':
    case 'chat.switch':
    case 'chat.reconnect':
      return 'held'
    case 'chat.close':
    case 'chat.leave':
    case 'chat.logout':
      return 'none'
    case 'connection.bound':
      return 'bound'
    case 'connection.refused':
      return 'unbound'
    case 'connection.ended':
      return 'ended'
    default:
      return link
  }
}

/** whether a person, the real server or the agent can make this step happen (the state and link before it given) */
function drivable(before: S, event: EventCase, link: Link): boolean {
  switch (event.type) {
    case 'chat.open':
      return before.matches('closed')
    case 'chat.switch':
      return isOpen(before) && ctx(before).siteId !== event.siteId
    case 'chat.close':
    case 'draft.change':
      return isOpen(before)
    // the model lets one message wait behind the send in flight (maxQueued 1), the app MAX_QUEUED: a
    // full queue is the machine test's (chat.machine.test.ts)
    case 'chat.send':
      return isOpen(before) && !(before.matches({ open: { send: 'sending' } }) && ctx(before).queue.length >= ctx(before).maxQueued)
    // 退出 is in the header, under the modal dialog: a person logs out with the dialog closed
    case 'chat.logout':
      return !isOpen(before)
    case 'chat.reconnect':
      return isOpen(before) && link === 'ended'
    case 'connection.bound':
    case 'connection.refused':
      return isOpen(before) && link !== 'ended' && link !== 'none'
    // the agent taking the conversation: after a refused bind (or again, bound)
    case 'connection.push':
      if (pushOf(event)?.type === 'connect') return isOpen(before) && (link === 'bound' || link === 'unbound')
      return isOpen(before) && link === 'bound'
    case 'connection.ended':
      return isOpen(before) && link === 'bound'
    case 'history.more':
      return before.matches({ open: { history: 'ready' } }) && ctx(before).page < ctx(before).pageCount
    case 'history.retry':
      return before.matches({ open: { history: 'failed' } })
    case 'pending.send':
      return historyShown(before) && before.matches({ open: { send: 'idle' } }) && ctx(before).pending !== null
    case 'message.retry':
    case 'chat.leave':
      return isOpen(before)
    // see the header
    case 'image.send':
      return false
    default:
      return true
  }
}

/** steps a send may stay in flight in a browser path (each step takes seconds on a busy machine) */
const MAX_STEPS_IN_FLIGHT = 3

/** whether a person, the server or the agent can make every step of a path happen, within the walk's limits */
function drivablePath({ path }: PlannedPath): boolean {
  let sends = 0
  let pushes = 0
  let inFlight = 0
  let link: Link = 'none'
  return path.steps.every((step, i) => {
    if (i === 0) return true
    const before = path.steps[i - 1]!.state
    // a call is not held past the client's time-out (60 s): a few steps at most while a send runs
    inFlight = before.matches({ open: { send: 'sending' } }) ? inFlight + 1 : 0
    if (inFlight > MAX_STEPS_IN_FLIGHT) return false
    if (isOwnSend(before, step.event)) sends += 1
    if (pushOf(step.event)) pushes += 1
    // the real conversation holds 5 messages: at most 3 more keep it at 2 pages, as the model's
    let ok = sends + pushes <= 3 && drivable(before, step.event, link)
    // the re-sync's first page holds messages already shown (the real server's always does: fewer than
    // 4 came meanwhile): it ends there
    if (before.matches({ open: { history: 'resyncing' } }) && step.event.type === 'xstate.done.actor.loadHistory' && step.state.matches({ open: { history: 'resyncing' } })) ok = false
    link = linkAfter(link, step.event)
    return ok
  })
}

function browserPaths(plan: MachinePlan): PlannedPath[] {
  // the scenarios a person can walk, then the fewest generated paths for what they leave out
  const scenarios = plan.scenarios().filter(drivablePath)
  const taken = new Set(scenarios.flatMap((p) => [...pathTransitions(plan, p)]))
  const candidates = plan.walked().filter((p) => !p.title && drivablePath(p))
  const keys = new Map(candidates.map((p) => [p, new Set([...pathTransitions(plan, p)].filter((k) => !taken.has(k)))]))
  return [...scenarios, ...greedyCover(candidates, (p) => keys.get(p)!, (p) => p.path.steps.length)]
}

interface Conn {
  ws: WebSocketRoute
  clientId: string
  init: string | null
  released: boolean
}

/** the member's sockets, through the page's WebSocket route to the real gateway */
class Sockets {
  conns: Conn[] = []
  async install(page: Page) {
    await page.routeWebSocket(/\/wss\/?$/, (ws) => {
      const server = ws.connectToServer()
      const conn: Conn = { ws, clientId: '', init: null, released: false }
      this.conns.push(conn)
      server.onMessage((message) => {
        // `init` of a new socket waits for the path
        if (conn.init === null) {
          conn.init = String(message)
          conn.clientId = String((JSON.parse(conn.init) as { data: { client_id: string } }).data.client_id)
          return
        }
        ws.send(message)
      })
      ws.onMessage((message) => server.send(message))
      server.onClose((code, reason) => ws.close({ code, reason }))
      ws.onClose((code, reason) => server.close({ code, reason }))
    })
  }
  get latest() {
    return this.conns.at(-1)
  }
  release(conn: Conn) {
    if (conn.released || conn.init === null) return
    conn.released = true
    conn.ws.send(conn.init)
  }
  /** the socket the dialog uses now, its init arrived (held) */
  async waitingConn(): Promise<Conn> {
    await expect.poll(() => this.latest?.init !== null && this.latest?.released === false, { message: 'a new socket got its init' }).toBe(true)
    return this.latest!
  }
}

interface Held {
  route: Route
}

/** the chat calls: to the real server, their answers held until the path settles them; the binds pass */
class Network {
  held: Record<Effect, Held[]> = { loadHistory: [], say: [] }
  /** the real server's bind answers that reached the page (their codes) */
  binds: number[] = []
  /** the client ids whose bind the server has answered (the socket is the member's there) */
  bound = new Set<string>()
  calls: Record<Effect, number> = { loadHistory: 0, say: 0 }
  async install(page: Page) {
    await page.route(`**${BIND_URL}`, async (route) => {
      const clientId = String((route.request().postDataJSON() as { client_id?: string }).client_id ?? '')
      const response = await route.fetch()
      const body = await response.text()
      this.bound.add(clientId)
      await route.fulfill({ status: response.status(), contentType: 'application/json', body })
      this.binds.push((JSON.parse(body) as { code: number }).code)
    })
    for (const effect of Object.keys(EFFECT_URL) as Effect[]) {
      // held before the server: a say reaches it (is stored, and pushed to the member's sockets) when
      // the path settles it
      await page.route(`**${EFFECT_URL[effect]}`, (route) => {
        this.calls[effect] += 1
        this.held[effect].push({ route })
      })
    }
  }
  /** a new path (a new page load): what is still held goes nowhere */
  reset() {
    for (const effect of Object.keys(EFFECT_URL) as Effect[]) for (const { route } of this.held[effect].splice(0)) void route.abort('failed').catch(() => {})
    this.binds = []
    this.bound.clear()
    this.calls = { loadHistory: 0, say: 0 }
  }
  async settle(effect: Effect, ok: boolean) {
    await expect.poll(() => this.held[effect].length, { message: `a ${effect} call is running` }).toBeGreaterThan(0)
    for (const { route } of this.held[effect].splice(0)) {
      if (!ok) {
        // the network fails: the call never reaches the server
        await route.abort('failed')
        continue
      }
      const response = await route.fetch()
      const body = await response.text()
      const code = (JSON.parse(body) as { code: number }).code
      expect(code, `the real server's ${effect} answer (${body.slice(0, 120)}) agrees with the path (succeeds)`).toBe(0)
      await route.fulfill({ status: response.status(), contentType: 'application/json', body })
    }
  }
}

/**
 * axe on the dialog (its subject here): the page under it is checked by its own specs, and a toast
 * fading in is measured mid-animation
 */
const seeDialogAccessible = (page: Page) => expectAccessible(page, '[role="dialog"]')

/** agents online now (closed after every test, whatever happened) */
const liveAgents = new Set<ChatAgent>()

/** one of the test's own agents of a shop: online (its console socket bound) or not, answering through the API */
class Agent {
  private caller: ChatAgent
  private live: ChatAgent | null = null
  readonly siteId: number
  private readonly username: string
  private constructor(username: string, siteId: number) {
    this.username = username
    this.siteId = siteId
    this.caller = new ChatAgent(username, 'agent123')
  }
  static async add(siteId: number, nickname: string) {
    const username = `mdl${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${siteId}`
    await ops('servicer:add', username, String(siteId), 'agent123', nickname)
    const agent = new Agent(username, siteId)
    await agent.online(true)
    return agent
  }
  get isOnline() {
    return this.live !== null
  }
  async online(on: boolean) {
    if (on && !this.live) {
      const a = new ChatAgent(this.username, 'agent123')
      await a.connect()
      liveAgents.add(a)
      this.live = a
      this.caller = a
    } else if (!on && this.live) {
      this.live.close()
      liveAgents.delete(this.live)
      this.live = null
    }
  }
  call<T = unknown>(path: string, params: Record<string, unknown> = {}) {
    return this.caller.call<T>(path, params)
  }
  async answer(memberId: number, text: string) {
    await this.caller.answer(memberId, text)
  }
  /** the pushes the agent's console got while online */
  get pushes() {
    return this.live?.pushes ?? []
  }
  received(type: string, matches?: (data: Record<string, unknown>) => boolean) {
    if (!this.live) throw new Error('the agent is offline')
    return this.live.received(type, matches)
  }
  async end(memberId: number) {
    const res = await this.call('/servicer/servicer/chat/closeMember', { member_id: memberId })
    expect(res.code, 'closeMember').toBe(0)
  }
}

/** agents online for a shop, as the member's side sees it */
async function onlineCount(token: string, siteId: number) {
  const res = await call<{ online_count: number }>('/servicer/api/chat/hasServicers', { token, site_id: siteId })
  return res.data.online_count
}

async function seenOnline(token: string, siteId: number) {
  await expect.poll(() => onlineCount(token, siteId), { message: `an agent of site ${siteId} online`, timeout: 20_000 }).toBeGreaterThan(0)
}

async function skuOfShop(siteId: number) {
  const res = await call<{ list: Array<{ sku_id: number; sku_name: string; site_id: number }> }>('/api/goodssku/page', { site_id: siteId, page_size: 4 })
  const sku = res.data.list.find((s) => s.site_id === siteId)
  if (!sku) throw new Error(`no goods in shop ${siteId}`)
  return sku
}

/** a plan's walk: one page, one pair of agents */
interface Walk {
  page: Page
  shop: Agent
  platform: Agent
  skuId: number
  chat: ChatDialog
  sockets: Sockets
  net: Network
}

/** one path's world: its member, the conversation's real link, what it was told */
interface World extends Walk {
  member: Member
  token: string
  memberId: number
  shopName: string
  link: Link
  /** the agent answers the dialog has been told in the conversation shown now (each must show once) */
  replies: string[]
  said: number
}

async function startWalk(page: Page): Promise<Walk> {
  await withoutPopups(page)
  const shop = await Agent.add(MODEL_SHOP_ID, '模型店客服')
  const platform = await Agent.add(0, '模型平台客服')
  const sockets = new Sockets()
  await sockets.install(page)
  const net = new Network()
  await net.install(page)
  return { page, shop, platform, skuId: (await skuOfShop(MODEL_SHOP_ID)).sku_id, chat: new ChatDialog(page), sockets, net }
}

/**
 * A new member with 5 messages with the model's shop and 5 with the platform (each conversation already
 * taken by the walk's agent), both agents online, the page (loaded afresh) on one of the shop's goods.
 */
async function startPath(walk: Walk): Promise<World> {
  const { page, shop, platform, net, sockets } = walk
  await shop.online(true)
  await platform.online(true)
  const member = await createMember()
  const token = await loginByApi(page, member)
  let memberId = 0
  for (const agent of [shop, platform]) {
    for (let i = 1; i <= 3; i++) {
      const said = await call('/servicer/api/chat/say', { token, site_id: agent.siteId, content_type: 0, message: `问题 ${i}（${agent.siteId}）`, client_msg_id: `mdl-${agent.siteId}-${i}` })
      expect(said.code, said.message).toBe(0)
    }
    const found = await agent.call<{ list: Array<{ member_id: number }> }>('/servicer/servicer/index/memberList', { page: 1, page_size: 5, member_name: member.username })
    memberId = Number(found.data.list[0]?.member_id)
    for (let i = 1; i <= 2; i++) await agent.answer(memberId, `回答 ${i}（${agent.siteId}）`)
  }
  net.reset()
  sockets.conns = []
  const detail = new CatalogDetailPage(page)
  await detail.goto(walk.skuId)
  await detail.seeLoaded()
  const list = await call<{ list: Array<{ shop_id: number; shop_name: string }> }>('/servicer/api/chat/chatList', { token, page: 1, page_size: 30 })
  const shopName = list.data.list.find((r) => Number(r.shop_id) === MODEL_SHOP_ID)?.shop_name ?? ''
  expect(shopName).not.toBe('')
  return { ...walk, member, token, memberId, shopName, link: 'none', replies: [], said: 0 }
}

/** the agent of the shop shown in the model's state */
const agentOf = (w: World, s: S) => (ctx(s).siteId === SHOP ? w.shop : w.platform)

/** the shop's agent online or not, as the bind coming next must answer */
async function presence(w: World, agent: Agent, online: boolean) {
  await agent.online(online)
  await expect.poll(() => onlineCount(w.token, agent.siteId), { message: `agents of site ${agent.siteId} online`, timeout: 20_000 }).toBe(online ? 1 : 0)
}

async function drive(w: World, planned: PlannedPath, i: number) {
  const { page, chat, sockets, net } = w
  const event = planned.path.steps[i]!.event
  const before = planned.path.steps[i - 1]!.state
  const effect = EFFECT_EVENT.exec(event.type)
  if (effect) return net.settle(effect[2] as Effect, effect[1] === 'done')
  switch (event.type) {
    case 'chat.open':
      w.replies = []
      return page.getByRole('button', { name: '联系客服' }).click()
    case 'chat.switch':
      w.replies = []
      return chat.contact(/平台/).click()
    case 'chat.close':
      return chat.dialog.getByRole('button', { name: '关闭' }).click()
    case 'chat.leave': {
      // the page goes (another page), then the goods detail again: a new page load, nothing held
      await page.goto('category')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      net.reset()
      sockets.conns = []
      const detail = new CatalogDetailPage(page)
      await detail.goto(w.skuId)
      await detail.seeLoaded()
      return
    }
    case 'chat.logout': {
      // 退出 in the header: the dialog goes, no login prompt pops up; then the member logs in again
      // (the next steps are theirs)
      await page.getByRole('button', { name: '退出' }).click()
      await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      w.token = await loginByApi(page, w.member)
      net.reset()
      await page.reload()
      await new CatalogDetailPage(page).seeLoaded()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      return
    }
    case 'chat.reconnect':
      return chat.dialog.getByRole('button', { name: '重新连接' }).click()
    case 'connection.bound':
    case 'connection.refused': {
      const ok = event.type === 'connection.bound'
      if (w.link !== 'held') {
        // a socket bound (or refused) already: the server drops it, the dialog reconnects and binds again
        const count = sockets.conns.length
        await ops('chat:drop', w.member.username)
        await expect.poll(() => sockets.conns.length, { message: 'the dialog reconnects' }).toBeGreaterThan(count)
      }
      const conn = await sockets.waitingConn()
      // the bind must find an agent online, or none, as the path says
      await presence(w, agentOf(w, before), ok)
      const answered = net.binds.length
      sockets.release(conn)
      await expect.poll(() => net.binds.length, { message: 'the bind is answered' }).toBeGreaterThan(answered)
      expect(net.binds.at(-1) === 0, `the real server's bind answer agrees with the path (${ok ? 'bound' : 'refused'})`).toBe(ok)
      return
    }
    case 'connection.ended':
      return agentOf(w, before).end(w.memberId)
    case 'connection.push': {
      // every push refreshes the conversation list: the step is over once it has been read again
      const listed = page.waitForResponse('**/servicer/api/chat/chatList')
      if (pushOf(event)!.type === 'connect') {
        // the agent, online now, takes the conversation: the member is told (connect)
        const agent = agentOf(w, before)
        await presence(w, agent, true)
        const took = await agent.call('/servicer/servicer/chat/bindMember', { member_id: w.memberId })
        expect(took.code, `bindMember: ${took.message}`).toBe(0)
        await listed
        return
      }
      w.said += 1
      if (pushOf(event)!.data?.type === 0) {
        // the member's other tab sends (the same login, its own client_msg_id): pushed to this tab too
        const mine = `另一个标签页 ${w.said}`
        if (ctx(before).siteId === SHOP) w.replies.push(mine)
        const res = await call('/servicer/api/chat/say', { token: w.token, site_id: ctx(before).siteId === SHOP ? MODEL_SHOP_ID : 0, content_type: 0, message: mine, client_msg_id: `tab2-${process.pid}-${Date.now()}` })
        expect(res.code, 'the other tab sends').toBe(0)
      } else {
        const text = `客服回复 ${w.said}`
        if (ctx(before).siteId === SHOP) w.replies.push(text)
        await w.shop.answer(w.memberId, text)
      }
      await listed
      return
    }
    case 'history.more':
      return chat.dialog.getByRole('button', { name: '点击加载' }).click()
    case 'history.retry':
      return chat.dialog.getByRole('button', { name: '重试' }).click()
    case 'draft.change': {
      await chat.input.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.press('Delete')
      await expect(chat.input).toHaveText('')
      // '你好<br>[emjoy_01]': text, a line break, an emoji; '  <div> </div>': blanks and a line break
      const text = String(event.text)
      if (text === LONG_TEXT) {
        // 150 characters and an emoji: 151
        await page.keyboard.type('x'.repeat(150))
        await chat.pickEmoji(1)
      } else if (text.includes('[emjoy_01]')) {
        await page.keyboard.type('你好')
        await chat.pressEnter('Shift')
        await chat.pickEmoji(1)
      } else {
        await page.keyboard.type('  ')
        await chat.pressEnter('Shift')
        await page.keyboard.type(' ')
      }
      return
    }
    case 'chat.send': {
      // Enter with a modifier does not send
      const says = net.calls.say
      for (const modifier of ['Control', 'Alt', 'Meta'] as const) await chat.pressEnter(modifier)
      await page.waitForTimeout(150)
      expect(net.calls.say, 'Enter with a modifier sends nothing').toBe(says)
      return chat.pressEnter()
    }
    case 'pending.send':
      return chat.sendPending()
    case 'message.retry':
      return chat.messages().filter({ hasText: '发送失败' }).getByRole('button', { name: '重发' }).first().click()
  }
  throw new Error(`cannot drive ${event.type}`)
}

/** the dialog's looks already checked with axe in this worker (each main state once) */
const axeChecked = new Set<string>()

const STATUS = { ended: '会话已结束', unknown: '正在连接客服', online: '客服在线', offline: '客服不在线' }

async function expectState(w: World, planName: string, state: S, before: S, event: EventCase) {
  const { page, chat, net } = w
  if (!isOpen(state)) {
    await expect(chat.dialog).toBeHidden()
    return
  }
  await expect(chat.dialog).toBeVisible()
  const c = ctx(state)
  // the conversation shown
  if (c.siteId === SHOP) await expect(chat.dialog.getByRole('heading')).toContainText(w.shopName)
  else await expect(chat.dialog.getByRole('heading')).not.toContainText(w.shopName)
  // the status line: the conversation's service, or the connection ended by the agent
  await chat.seeStatus(w.link === 'ended' ? STATUS.ended : STATUS[c.service])
  if (w.link === 'ended') await expect(chat.dialog.getByRole('button', { name: '重新连接' })).toBeVisible()
  // the history area
  const more = chat.dialog.getByRole('button', { name: '点击加载' })
  if (state.matches({ open: { history: 'failed' } })) {
    await expect(chat.dialog.getByText('聊天记录加载失败')).toBeVisible()
    await expect(chat.dialog.getByRole('button', { name: '重试' })).toBeVisible()
  } else if (!historyShown(state)) {
    await expect(chat.dialog.getByTestId('chat-messages').getByRole('status').filter({ hasText: '加载中' })).toBeVisible()
  } else if (c.page < c.pageCount) {
    await expect(more).toBeVisible()
    if (state.matches({ open: { history: 'loadingMore' } })) await expect(more).toBeDisabled()
    else await expect(more).toBeEnabled()
  } else {
    await expect(chat.dialog.getByText('没有聊天记录了')).toBeVisible()
  }
  // the pending card (opened from the goods detail as these plans' model is)
  if (planName !== 'chat') {
    const pending = chat.dialog.getByTestId('chat-pending')
    if (c.pending && historyShown(state)) await expect(pending).toBeVisible()
    else await expect(pending).toHaveCount(0)
  }
  // a send in flight: it and the messages waiting behind it show 发送中…, one say call at a time
  if (state.matches({ open: { send: 'sending' } })) {
    await expect(chat.messages().filter({ hasText: '发送中' })).toHaveCount(1 + c.queue.length)
    expect(net.held.say.length, 'one say call at a time').toBeLessThanOrEqual(1)
  }
  // the warnings of a refused send
  if (event.type === 'chat.send' && draftProblem(ctx(before).draft) !== null) {
    const problem = draftProblem(ctx(before).draft)
    await expect(page.getByText(problem === 'chat.tooLong' ? '一次最多发送150个字符' : '不能发送空白内容').first()).toBeVisible()
  }
  if (event.type === 'xstate.error.actor.say') await expect(chat.messages().getByText('发送失败')).toHaveCount(c.outbox.filter((m) => m.status === 'failed').length)
  // axe at each main state the dialog shows (status line, history area, a send in flight, a warning)
  const history = ['failed', 'waiting', 'loading', 'ready', 'loadingMore', 'resyncing'].find((h) => state.matches({ open: { history: h } }))
  const look = `${w.link === 'ended' ? 'ended' : c.service}:${history}:${state.matches({ open: { send: 'sending' } })}:${c.outbox.some((m) => m.status === 'failed')}`
  if (!axeChecked.has(look)) {
    axeChecked.add(look)
    await seeDialogAccessible(page)
  }
  // every message once: no id twice, each agent answer of this conversation once
  const ids = (await chat.messages().evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''))).filter((id) => id !== '')
  expect(new Set(ids).size, `message ids shown: ${ids.join(',')}`).toBe(ids.length)
  if (c.siteId === SHOP) for (const text of w.replies) await chat.seeMessageOnce(text)
  // the conversation shown has nothing unread: what the member looks at is read
  const shown = c.siteId === SHOP ? chat.contact(w.shopName) : chat.contact(/平台/)
  await expect(shown.getByTestId('chat-unread')).toHaveCount(0)
  // an answer of the shop while the platform is shown: not in the messages, unread in the list
  if (c.siteId !== SHOP && pushOf(event)?.data?.type === 1) {
    await expect(chat.messages().filter({ hasText: `客服回复 ${w.said}` })).toHaveCount(0)
    await expect(chat.contact(w.shopName).getByTestId('chat-unread')).toBeVisible()
  }
}

test.afterEach(() => {
  for (const a of liveAgents) a.close()
  liveAgents.clear()
})

/** the transitions of each plan no browser path takes (see the header: why) */
const NOT_IN_THE_BROWSER: Record<string, string[]> = {
  // 退出 and the openers are under the modal dialog
  chat: ['chat.open —chat.logout→ chat.closed', 'chat.open —chat.open [otherShop]→ chat.open', 'chat.open —chat.open→ (stays)'],
  // the real re-sync's first page holds messages already shown: it never reads a second
  'chat-history': ['chat.open —chat.open→ (stays)', 'chat.open.history.resyncing.page —xstate.done.actor.loadHistory→ chat.open.history.resyncing.page'],
  'chat-messages': [
    'chat.open —chat.open→ (stays)',
    // a picture: see the header
    'chat.open.send.idle —image.send [validImage]→ chat.open.send.sending',
    // the app lets MAX_QUEUED wait, the model one: a full queue is the machine test's
    'chat.open.send.sending —chat.send [queueFull]→ (stays)',
    'chat.open.send.sending —image.send [guard]→ (stays)',
    'chat.open.send.sending —image.send [validImage]→ (stays)',
  ],
}

for (const plan of [chatPlan, chatHistoryPlan, chatMessagesPlan]) {
  const paths = browserPaths(plan)

  test(`${plan.name}: the browser walks cover the drivable transitions`, () => {
    expect(paths.length).toBeGreaterThan(2)
    // what the model takes and the browser does not: only what the header says a person cannot do
    const walked = new Set(paths.flatMap((p) => [...pathTransitions(plan, p)]))
    expect(planReport(plan).taken.filter((k) => !walked.has(k))).toEqual(NOT_IN_THE_BROWSER[plan.name])
  })

  test(`${plan.name}: ${paths.length} paths walked in the browser`, async ({ page }) => {
    test.setTimeout(60_000 + paths.length * 40_000)
    const walk = await startWalk(page)
    for (const [n, planned] of paths.entries()) {
      await test.step(`path ${n + 1}: ${plan.describePath(planned)}`, async () => {
        const w = await startPath(walk)
        const steps = planned.path.steps
        for (let s = 1; s < steps.length; s++) {
          await test.step(plan.describeEvent(steps[s]!.event), async () => {
            await drive(w, planned, s)
            w.link = linkAfter(w.link, steps[s]!.event)
            await expectState(w, plan.name, steps[s]!.state, steps[s - 1]!.state, steps[s]!.event)
          })
        }
      })
    }
  })
}

// ---------------------------------------------------------------------------------------------------
// What the walks above leave out (a picture, the 150-character rule at the counter, a lost answer, a
// drop with the network down, leaving the page for the agent), and the other openers, on the real server

/** a member with one conversation with the model shop, its agent online, the page on one of its goods */
async function shopChat(page: Page, member: Member) {
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  const agent = await Agent.add(MODEL_SHOP_ID, '模型店客服')
  await seenOnline(token, MODEL_SHOP_ID)
  const sku = await skuOfShop(MODEL_SHOP_ID)
  const detail = new CatalogDetailPage(page)
  await detail.goto(sku.sku_id)
  await detail.seeLoaded()
  return { token, agent, sku, chat: new ChatDialog(page) }
}

test('a visitor: the dialog from the goods detail says 您还未登录, the side tools say it too', async ({ page }) => {
  await withoutPopups(page)
  const sku = await skuOfShop(MODEL_SHOP_ID)
  await page.goto(`sku-${sku.sku_id}`)
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  await expect(chat.dialog.getByRole('alert')).toContainText('您还未登录')
  await expect(chat.dialog.getByRole('link', { name: '去登录' })).toBeVisible()
  await expect(chat.input).toHaveCount(0)
  await seeDialogAccessible(page)
  await chat.close()
  await page.getByRole('button', { name: '客服', exact: true }).click()
  await expect(page.getByText('您还未登录').first()).toBeVisible()
})

test("the side tools open the platform's service: bound to its agent, online", async ({ page, member }) => {
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  const agent = await Agent.add(0, '平台模型客服')
  await seenOnline(token, 0)
  await page.goto('')
  await page.getByRole('button', { name: '客服', exact: true }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen(/平台/)
  await chat.seeStatus('客服在线')
  await expect(chat.dialog.getByText('没有聊天记录了')).toBeVisible()
  await expect(chat.dialog.getByTestId('chat-pending')).toHaveCount(0)
  await chat.type('你好平台')
  await chat.pressEnter()
  const said = await agent.received('string', (d) => d.consumer_say === '你好平台')
  expect(Number(said.site_id ?? said.shop_id ?? 0)).toBe(0)
  await chat.seeMessageOnce('你好平台')
  await agent.online(false)
})

// met on a busy machine: the member clicked 客服 before the page had their details and was told
// 您还未登录 — the frame took "not known yet" for "not logged in"
test("a logged-in member who clicks 客服 before the page knows their name gets the platform's service, not 您还未登录", async ({ page, member }) => {
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  const agent = await Agent.add(0, '平台模型客服')
  await seenOnline(token, 0)
  // the member's details (the top bar's name) are held until the click has happened
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/member/detail', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('')
  await expect(page.getByRole('link', { name: member.username })).toHaveCount(0)
  await page.getByRole('button', { name: '客服', exact: true }).click()
  release()
  const chat = new ChatDialog(page)
  await chat.seeOpen(/平台/)
  await chat.seeStatus('客服在线')
  await expect(chat.input).toBeVisible()
  await expect(page.getByText('您还未登录')).toHaveCount(0)
  await agent.online(false)
})

test('the order detail opens the chat with that shop and the order as the pending card; confirmed, it is sent', async ({ page, member }) => {
  const order = await placeOrder(page, member)
  await withoutPopups(page)
  await page.goto(`member/order_detail?order_id=${order.orderId}`)
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  const pending = chat.dialog.getByTestId('chat-pending')
  await expect(pending.getByTestId('chat-order-card')).toContainText(order.orderNo)
  await expect(pending.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', new RegExp(`order_detail\\?order_id=${order.orderId}$`))
  await seeDialogAccessible(page)
  await pending.getByRole('button', { name: '发送订单' }).click()
  await expect(pending).toHaveCount(0)
  await expect(chat.messages().getByTestId('chat-order-card')).toContainText(order.orderNo)
  // stored as an order message of this member with that shop
  const history = await call<{ list: Array<{ content_type: number; order_id: number }> }>('/servicer/api/chat/dialogs', { token: order.token, site_id: 1, page: 1, limit: 4 })
  expect(history.data.list.filter((r) => Number(r.content_type) === 2 && Number(r.order_id) === order.orderId)).toHaveLength(1)
})

test('more than 150 characters are refused with the warning (an emoji counts 1); 150 are sent; an image is sent as an image message', async ({ page, member }) => {
  const { agent, chat } = await shopChat(page, member)
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeStatus('客服在线')
  const says: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/servicer/api/chat/say')) says.push(r.postData() ?? '')
  })
  await chat.type('x'.repeat(150))
  await expect(chat.dialog.getByTestId('chat-counter')).toHaveText('150/150')
  await chat.pickEmoji(7)
  await expect(chat.dialog.getByTestId('chat-counter')).toContainText('151/150')
  await expect(chat.dialog.getByTestId('chat-counter')).toContainText('一次最多发送150个字符')
  await chat.pressEnter()
  await expect(page.getByText('一次最多发送150个字符').nth(1)).toBeVisible()
  await seeDialogAccessible(page)
  expect(says).toHaveLength(0)
  // one less — exactly 150 (the server takes 150): sent
  await chat.input.press('Backspace')
  await expect(chat.dialog.getByTestId('chat-counter')).toHaveText('150/150')
  await chat.pressEnter()
  const text = await agent.received('string')
  expect(String(text.consumer_say)).toBe('x'.repeat(150))
  // an image
  await chat.uploadImage(PNG)
  await agent.received('image')
  await expect(chat.messages().getByRole('img', { name: '图片消息' })).toHaveCount(1)
  await agent.online(false)
})

test('a send whose answer the network lost: the server stored it and its push settles the message — shown once, not failed, stored once', async ({ page, member }) => {
  const { token, agent, chat } = await shopChat(page, member)
  let lose = true
  await page.route('**/servicer/api/chat/say', async (route) => {
    if (!lose) return route.continue()
    lose = false
    // the server stores it; the answer never reaches the page (the stored message's push to the
    // member's sockets still does, and it carries the send's client_msg_id)
    await route.fetch()
    await route.abort('failed')
  })
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeStatus('客服在线')
  await chat.type('只存一次')
  await chat.pressEnter()
  await expect(chat.messages().filter({ hasText: '只存一次' }).getByText('发送失败')).toHaveCount(0)
  await chat.seeMessageOnce('只存一次')
  await seeDialogAccessible(page)
  const history = await call<{ list: Array<{ consumer_say: string }> }>('/servicer/api/chat/dialogs', { token, site_id: MODEL_SHOP_ID, page: 1, limit: 4 })
  expect(history.data.list.filter((r) => r.consumer_say === '只存一次')).toHaveLength(1)
  expect(agent.pushes.filter((p) => p.type === 'string' && p.data.consumer_say === '只存一次')).toHaveLength(1)
  // reopened: the history shows it once
  await chat.close()
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeMessageOnce('只存一次')
  await agent.online(false)
})

test('the connection dropped: the dialog reconnects and the re-synced history shows what was said meanwhile, each message once', async ({ page, member }) => {
  const { agent, chat } = await shopChat(page, member)
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeStatus('客服在线')
  const connect = await agent.received('connect')
  const memberId = Number(connect.member_id)
  await agent.answer(memberId, '断线前的回复')
  await chat.seeMessageOnce('断线前的回复')
  // the server drops the socket; the network refuses the reconnects until the agent has answered twice
  let down = true
  await page.routeWebSocket(/\/wss\/?$/, (ws) => {
    if (down) ws.close({ code: 1011, reason: 'network down' })
    else ws.connectToServer()
  })
  await ops('chat:drop', member.username)
  await chat.seeStatus('正在重新连接')
  await seeDialogAccessible(page)
  await agent.answer(memberId, '断线时回复一')
  await agent.answer(memberId, '断线时回复二')
  down = false
  await chat.seeStatus('客服在线')
  for (const text of ['断线前的回复', '断线时回复一', '断线时回复二']) await chat.seeMessageOnce(text)
  const ids = (await chat.messages().evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''))).filter((id) => id !== '')
  expect(new Set(ids).size).toBe(ids.length)
  await agent.online(false)
})

test('leaving the page ends the conversation for the agent (bye / the socket gone)', async ({ page, member }) => {
  const { agent, chat } = await shopChat(page, member)
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeStatus('客服在线')
  const connect = await agent.received('connect')
  const memberId = Number(connect.member_id)
  await page.goto('category')
  await agent.received('disconnect', (d) => Number(d.member_id) === memberId)
  await agent.online(false)
})

test('English: the main path — goods detail, service online, the pending product sent, a text with an emoji, an answer', async ({ page, member }) => {
  await useEnglish(page)
  const { agent } = await shopChat(page, member)
  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toContainText('Customer consultation')
  await expect(dialog.getByTestId('chat-status')).toHaveText('Service online')
  await expect(dialog.getByText('No more chat records')).toBeVisible()
  await expect(dialog.getByTestId('chat-pending')).toBeVisible()
  await seeDialogAccessible(page)
  await dialog.getByRole('button', { name: 'Send this product' }).click()
  const goods = await agent.received('goodssku')
  await expect(dialog.getByTestId('chat-pending')).toHaveCount(0)
  const input = dialog.getByRole('textbox', { name: 'Message' })
  await input.press('Enter')
  await expect(page.getByText('Cannot send blank content')).toBeVisible()
  await input.click()
  await page.keyboard.type('hello')
  await dialog.getByRole('button', { name: 'Emoji', exact: true }).click()
  await dialog.getByRole('button', { name: '[emjoy_05]' }).click()
  await input.press('Enter')
  await agent.received('string', (d) => d.consumer_say === 'hello[emjoy_05]')
  await agent.answer(Number(goods.member_id), 'Hi, in stock')
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Hi, in stock' })).toHaveCount(1)
  await seeDialogAccessible(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await agent.received('disconnect', (d) => Number(d.member_id) === Number(goods.member_id))
  await agent.online(false)
})
