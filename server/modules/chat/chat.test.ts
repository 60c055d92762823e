import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock, type TestClock } from '../../clock.ts'
import { IDLE_CLOSE_CODE } from '../../chat/gateway.ts'
import { createTestApp, newMember, type Envelope, type TestApp, type TestMember } from '../../test/harness.ts'
import { openSocket } from '../../test/chat-socket.ts'
import { runCommand } from '../../ops/commands.ts'
import { apiRegistry } from '../../http/route.ts'

// The chat end to end on one process: real sockets on a listening app, member and agent calls
// through HTTP, pushes checked as they arrive. Each test uses its own shop's agents or fresh members.

let t: TestApp
let clock: TestClock
let wsUrl: string

interface AgentSession {
  token: string
  servicer_id: number
  site_id: number
  call<T = unknown>(path: string, body?: Record<string, unknown>): Promise<Envelope<T>>
}

async function agentLogin(username: string): Promise<AgentSession> {
  const res = await t.call<{ token: string; servicer: { servicer_id: number; site_id: number } }>('/servicer/servicer/login/login', { username, password: 'kefu123' })
  expect(res.code).toBe(0)
  const token = res.data.token
  return { token, ...res.data.servicer, call: (path, body) => t.call(path, { ...body, token }) }
}

/** an agent with their console socket bound: online */
async function onlineAgent(username: string) {
  const agent = await agentLogin(username)
  const socket = await openSocket(wsUrl)
  const bound = await agent.call('/servicer/servicer/chat/bind', { client_id: socket.clientId })
  expect(bound.code).toBe(0)
  return { agent, socket }
}

async function memberOn(m: TestMember, siteId: number) {
  const socket = await openSocket(wsUrl)
  const bound = await m.call<{ servicer_id: number }>('/servicer/api/chat/bind', { client_id: socket.clientId, site_id: siteId })
  return { socket, bound }
}

beforeAll(async () => {
  clock = testClock()
  t = await createTestApp({ clock })
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  wsUrl = `${address.replace('http', 'ws')}/wss`
})
afterAll(async () => {
  await t.close()
})

describe('gateway', () => {
  it('sends init with a client id on connect; a plain GET of the path says to upgrade', async () => {
    const s = await openSocket(wsUrl)
    expect(s.clientId).toMatch(/^[0-9a-f]{32}$/)
    expect(s.pushes[0]).toEqual({ type: 'init', data: { client_id: s.clientId } })
    const res = await t.app.inject({ method: 'GET', url: '/wss' })
    expect(res.statusCode).toBe(426)
    expect(res.json().code).toBeLessThan(0)
    s.close()
  })

  it('closes a connection silent for 60 s (test clock); ping keeps one alive', async () => {
    const quiet = await openSocket(wsUrl)
    const talky = await openSocket(wsUrl)
    clock.advance(40_000)
    talky.ws.send('ping')
    await new Promise((r) => setTimeout(r, 50))
    clock.advance(20_001)
    expect(t.app.chat.gateway!.sweep()).toBe(1)
    expect((await quiet.closed).code).toBe(IDLE_CLOSE_CODE)
    expect(talky.ws.readyState).toBe(talky.ws.OPEN)
    clock.advance(60_000)
    t.app.chat.gateway!.sweep()
    expect((await talky.closed).code).toBe(IDLE_CLOSE_CODE)
  })
})

describe('member ↔ agent', () => {
  it('bind assigns an online agent, who gets connect; say is stored then pushed; the answer reaches the member', async () => {
    const { agent, socket: agentSocket } = await onlineAgent('kefu3') // shop 2
    const m = await newMember(t)
    const connect = agentSocket.next('connect', (d) => d.member_id === m.memberId)
    const { socket, bound } = await memberOn(m, 2)
    expect(bound.code).toBe(0)
    expect(bound.data).toMatchObject({ servicer_id: agent.servicer_id, shop_id: 2 })
    expect((await connect).data).toMatchObject({ member_id: m.memberId, shop_id: 2, online: 1 })

    const pushed = agentSocket.next('string', (d) => d.member_id === m.memberId)
    const said = await m.call<{ id: number; consumer_say: string; type: number }>('/servicer/api/chat/say', { site_id: 2, content_type: 0, message: '你好[emjoy_01]' })
    expect(said.code).toBe(0)
    expect(said.data.id).toBeGreaterThan(0)
    const push = await pushed
    expect(push.data).toMatchObject({ id: said.data.id, consumer_say: '你好[emjoy_01]', type: 0, content_type: 0, shop_id: 2 })

    const answered = socket.next('string', (d) => d.type === 1)
    const answer = await agent.call<{ id: number }>('/servicer/servicer/chat/answer', { member_id: m.memberId, content_type: 0, servicer_say: '在的[emjoy_04]' })
    expect(answer.code).toBe(0)
    const got = await answered
    expect(got.data).toMatchObject({ id: answer.data.id, servicer_say: '在的[emjoy_04]', shop_id: 2, servicer_id: agent.servicer_id })
    expect(got.data.nickname).toBeTruthy()

    // unread on each side, then read marks
    const list = await m.call<{ list: Array<{ shop_id: number; unread: number; online: number; content: string }> }>('/servicer/api/chat/chatList', { page: 1, page_size: 30 })
    expect(list.data.list.find((r) => r.shop_id === 2)).toMatchObject({ unread: 1, online: 1, content: '在的[emjoy_04]' })
    const members = await agent.call<{ list: Array<{ member_id: number; unread: number; online: number }> }>('/servicer/servicer/index/memberList', {})
    expect(members.data.list.find((r) => r.member_id === m.memberId)).toMatchObject({ unread: 1, online: 1 })
    expect((await m.call('/servicer/api/chat/setRead', { site_id: 2 })).data).toEqual({ count: 1 })
    expect((await agent.call('/servicer/servicer/message/setRead', { member_id: m.memberId })).data).toEqual({ count: 1 })
    const after = await m.call<{ list: Array<{ shop_id: number; unread: number }> }>('/servicer/api/chat/chatList', {})
    expect(after.data.list.find((r) => r.shop_id === 2)!.unread).toBe(0)

    // bye: the agent is told, the member's socket gets close and is closed
    const gone = agentSocket.next('disconnect', (d) => d.member_id === m.memberId)
    const closing = socket.next('close')
    expect((await m.call('/servicer/api/chat/bye', { site_id: 2 })).code).toBe(0)
    await gone
    expect((await closing).data).toEqual({ status: true })
    await socket.closed
    agentSocket.close()
  })

  it('history pages (newest first, each ascending) and re-sync after an id', async () => {
    const m = await newMember(t)
    for (let i = 1; i <= 7; i += 1) {
      expect((await m.call('/servicer/api/chat/say', { site_id: 5, content_type: 0, message: `m${i}` })).code).toBe(0)
    }
    const page1 = await m.call<{ count: number; page_count: number; list: Array<{ id: number; consumer_say: string }> }>('/servicer/api/chat/dialogs', { site_id: 5, page: 1, limit: 4 })
    expect(page1.data.count).toBe(7)
    expect(page1.data.page_count).toBe(2)
    expect(page1.data.list.map((r) => r.consumer_say)).toEqual(['m4', 'm5', 'm6', 'm7'])
    const page2 = await m.call<{ list: Array<{ consumer_say: string }> }>('/servicer/api/chat/dialogs', { site_id: 5, page: 2, limit: 4 })
    expect(page2.data.list.map((r) => r.consumer_say)).toEqual(['m1', 'm2', 'm3'])
    const after = await m.call<{ count: number; list: Array<{ consumer_say: string }> }>('/servicer/api/chat/dialogs', { site_id: 5, after_id: page1.data.list[1]!.id, limit: 10 })
    expect(after.data.list.map((r) => r.consumer_say)).toEqual(['m6', 'm7'])
  })

  it('nobody online: bind says 客服不在线, the message is stored for later, a keyword answers', async () => {
    const m = await newMember(t)
    const { socket, bound } = await memberOn(m, 13) // kefu11/12: nobody logged in
    expect(bound.code).toBe(-1)
    expect(bound.message).toBe('客服不在线')
    expect((await m.call('/servicer/api/chat/hasServicers', { site_id: 13 })).data).toEqual({ online_count: 0 })
    const reply = socket.next('string', (d) => d.type === 1)
    const said = await m.call<{ servicer_id: number; auto_reply: { servicer_say: string } | null }>('/servicer/api/chat/say', { site_id: 13, content_type: 0, message: '请问什么时候发货' })
    expect(said.data.servicer_id).toBe(0)
    expect(said.data.auto_reply?.servicer_say).toContain('发货')
    expect((await reply).data).toMatchObject({ is_auto: 1, shop_id: 13 })
    // an agent who logs in later takes the waiting member (who is told: connect), sees the unread
    // message, answers, and the member gets it
    const connect = socket.next('connect')
    const { agent, socket: agentSocket } = await onlineAgent('kefu11')
    expect((await connect).data).toMatchObject({ servicer_id: agent.servicer_id, shop_id: 13 })
    const list = await agent.call<{ list: Array<{ member_id: number; unread: number }> }>('/servicer/servicer/index/unreadMembers', {})
    expect(list.data.list.find((r) => r.member_id === m.memberId)?.unread).toBe(1)
    const answered = socket.next('string', (d) => d.type === 1 && d.is_auto === 0)
    expect((await agent.call('/servicer/servicer/chat/answer', { member_id: m.memberId, content_type: 0, message: '久等了' })).code).toBe(0)
    expect((await answered).data.servicer_say).toBe('久等了')
    socket.close()
    agentSocket.close()
  })

  it('an agent added while the shop’s agent list is kept serves the next member at once (the list is read again)', async () => {
    // shop 4 has no agent: the first bind reads (and keeps) its empty list; the test clock stands still
    const first = await memberOn(await newMember(t), 4)
    expect(first.bound.message).toBe('客服不在线')
    await runCommand({ db: t.db, clock: t.clock }, 'servicer:add', ['newkefu4', '4', 'kefu123'])
    const { agent, socket } = await onlineAgent('newkefu4')
    const second = await memberOn(await newMember(t), 4)
    expect(second.bound.code).toBe(0)
    expect(second.bound.data.servicer_id).toBe(agent.servicer_id)
    for (const s of [first.socket, second.socket, socket]) s.close()
  })

  it('least busy online agent is assigned', async () => {
    const a = await onlineAgent('kefu5') // shop 3
    const b = await onlineAgent('kefu6')
    const m1 = await newMember(t)
    const m2 = await newMember(t)
    const first = await memberOn(m1, 3)
    const second = await memberOn(m2, 3)
    const ids = [first.bound.data.servicer_id, second.bound.data.servicer_id].sort()
    expect(ids).toEqual([a.agent.servicer_id, b.agent.servicer_id].sort())
    for (const s of [a.socket, b.socket, first.socket, second.socket]) s.close()
  })

  it('a storm of binds at once (one batch): every member gets an online agent, the loads spread evenly', async () => {
    const a = await onlineAgent('kefu12')
    const b = await onlineAgent('kefu12')
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(t)))
    const bound = await Promise.all(members.map((m) => memberOn(m, 13)))
    for (const x of bound) expect(x.bound.code).toBe(0)
    expect(new Set(bound.map((x) => x.bound.data.servicer_id)).size).toBeGreaterThan(0)
    for (const s of [a.socket, b.socket, ...bound.map((x) => x.socket)]) s.close()
  })
})

describe('say: content and idempotency', () => {
  it('client_msg_id: a retry stores one message and answers the same id; reusing it for other content is refused', async () => {
    const m = await newMember(t)
    const body = { site_id: 9, content_type: 0, message: 'retry me', client_msg_id: 'c-1' }
    const a = await m.call<{ id: number }>('/servicer/api/chat/say', body)
    const b = await m.call<{ id: number }>('/servicer/api/chat/say', body)
    const [c, d] = await Promise.all([m.call<{ id: number }>('/servicer/api/chat/say', body), m.call<{ id: number }>('/servicer/api/chat/say', body)])
    expect(new Set([a.data.id, b.data.id, c.data.id, d.data.id]).size).toBe(1)
    const rows = await t.db.selectFrom('servicer_dialogue').select('id').where('member_id', '=', m.memberId).execute()
    expect(rows).toHaveLength(1)
    expect((await m.call('/servicer/api/chat/say', { ...body, message: 'other' })).code).toBeLessThan(0)
    // another member may use the same key
    const other = await newMember(t)
    expect((await other.call<{ id: number }>('/servicer/api/chat/say', body)).data.id).not.toBe(a.data.id)
  })

  it('a node killed between its commit and its push: the retry on another node pushes the stored message (member and agent)', async () => {
    // what a node leaves when it is killed after the insert committed and before it published the
    // push: the row, and no push. The sender's retry (same client_msg_id) lands on a live node; the
    // member's other sockets never reconnect, so they never re-sync: the retry must push it.
    const { agent, socket: agentSocket } = await onlineAgent('kefu3') // shop 2
    const m = await newMember(t)
    const tab = await memberOn(m, 2)
    const now = clock.now()
    const stored = { member_id: m.memberId, site_id: 2, content_type: 0, goods_sku_id: 0, order_id: 0, is_read: 0, is_auto: 0, add_time: now }
    const said = await t.db.insertInto('servicer_dialogue').values({ ...stored, servicer_id: agent.servicer_id, type: 0, consumer_say: '提交后节点没了', servicer_say: '', client_msg_id: 'k-1' }).returning('id').executeTakeFirstOrThrow()
    const inTab = tab.socket.next('string', (d) => d.id === said.id)
    const toAgent = agentSocket.next('string', (d) => d.id === said.id)
    const retried = await m.call<{ id: number }>('/servicer/api/chat/say', { site_id: 2, content_type: 0, message: '提交后节点没了', client_msg_id: 'k-1' })
    expect(retried.data.id).toBe(said.id)
    expect((await inTab).data).toMatchObject({ consumer_say: '提交后节点没了', client_msg_id: 'k-1' })
    expect((await toAgent).data).toMatchObject({ member_id: m.memberId })
    // the agent's side: an answer stored, its push lost; the agent's retry pushes it to the member
    const answer = await t.db.insertInto('servicer_dialogue').values({ ...stored, servicer_id: agent.servicer_id, type: 1, consumer_say: '', servicer_say: '答复也在', client_msg_id: 'k-2' }).returning('id').executeTakeFirstOrThrow()
    const answerInTab = tab.socket.next('string', (d) => d.id === answer.id)
    expect((await agent.call<{ id: number }>('/servicer/servicer/chat/answer', { member_id: m.memberId, content_type: 0, servicer_say: '答复也在', client_msg_id: 'k-2' })).data.id).toBe(answer.id)
    expect((await answerInTab).data).toMatchObject({ servicer_say: '答复也在' })
    tab.socket.close()
    agentSocket.close()
  })

  it('XSS payloads are stored and answered as the text they are', async () => {
    const m = await newMember(t)
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)', '<a href="javascript:alert(1)">x</a>']
    for (const p of payloads) {
      const res = await m.call<{ consumer_say: string }>('/servicer/api/chat/say', { site_id: 9, content_type: 0, message: p })
      expect(res.data.consumer_say).toBe(p)
    }
    const history = await m.call<{ list: Array<{ consumer_say: string }> }>('/servicer/api/chat/dialogs', { site_id: 9, limit: 10 })
    expect(history.data.list.map((r) => r.consumer_say)).toEqual(payloads)
  })

  it('refuses blank, too long, unknown types, bad products, images not uploaded here, another member’s order', async () => {
    const m = await newMember(t)
    const say = (body: Record<string, unknown>) => m.call('/servicer/api/chat/say', { site_id: 1, ...body })
    expect((await say({ content_type: 0, message: '  \n ' })).message).toBe('不能发送空白内容')
    expect((await say({ content_type: 0, message: 'x'.repeat(151) })).code).toBeLessThan(0)
    expect((await say({ content_type: 0, message: '[emjoy_01]'.repeat(150) })).code).toBe(0) // each emoji counts 1
    expect((await say({ content_type: 0, message: 'a\u0000b' })).code).toBeLessThan(0)
    expect((await say({ content_type: 4, message: 'x' })).code).toBeLessThan(0)
    expect((await say({ content_type: 1, goods_id: 99_999_999 })).code).toBeLessThan(0)
    expect((await say({ content_type: 3, message: 'https://evil.example/x.png' })).code).toBeLessThan(0)
    expect((await say({ content_type: 3, message: 'upload/chat/20260101/0123456789abcdef0123456789abcdef.png' })).code).toBeLessThan(0)
    expect((await say({ content_type: 0, message: 'x', site_id: 99_999 })).code).toBeLessThan(0)
    // the seeded buyer's order is not this member's
    const order = await t.db.selectFrom('orders').select(['order_id', 'site_id']).where('member_id', '=', 1).executeTakeFirstOrThrow()
    expect((await m.call('/servicer/api/chat/say', { site_id: order.site_id, content_type: 2, order_id: order.order_id })).code).toBeLessThan(0)
    expect((await m.call('/servicer/api/chat/orderDetail', { order_id: order.order_id })).code).toBeLessThan(0)
    // without a token
    expect((await t.call('/servicer/api/chat/say', { site_id: 1, content_type: 0, message: 'x' })).error_code).toBe('TOKEN_NOT_EXIST')
  })

  it('product and order cards ride along in pushes and history', async () => {
    const m = await newMember(t)
    const sku = await t.db.selectFrom('goods_sku').select(['sku_id', 'sku_name']).where('site_id', '=', 1).executeTakeFirstOrThrow()
    const res = await m.call<{ goods_sku_detail: { sku_id: number; sku_name: string; price: string } }>('/servicer/api/chat/say', { site_id: 1, content_type: 1, goods_id: sku.sku_id })
    expect(res.data.goods_sku_detail).toMatchObject({ sku_id: sku.sku_id, sku_name: sku.sku_name })
    expect(res.data.goods_sku_detail.price).toMatch(/^\d+\.\d{2}$/)
  })
})

describe('agents: login and scope', () => {
  it('wrong password, dead token, another shop’s member, a member token are refused', async () => {
    expect((await t.call('/servicer/servicer/login/login', { username: 'kefu1', password: 'nope' })).code).toBeLessThan(0)
    expect((await t.call('/servicer/servicer/index/memberList', { token: 'x' })).error_code).toBe('TOKEN_ERROR')
    expect((await t.call('/servicer/servicer/index/memberList', {})).error_code).toBe('TOKEN_NOT_EXIST')
    const m = await newMember(t)
    expect((await t.call('/servicer/servicer/index/memberList', { token: m.token })).error_code).toBe('TOKEN_ERROR')
    await m.call('/servicer/api/chat/say', { site_id: 1, content_type: 0, message: 'for shop 1' })
    const other = await agentLogin('kefu3') // shop 2
    for (const path of ['/servicer/servicer/chat/answer', '/servicer/servicer/index/dialogs', '/servicer/servicer/message/setRead', '/servicer/servicer/member/info', '/servicer/servicer/chat/closeMember']) {
      const res = await other.call(path, { member_id: m.memberId, content_type: 0, message: 'hi' })
      expect(res.code, path).toBeLessThan(0)
    }
    const own = await agentLogin('kefu1')
    expect((await own.call<{ list: unknown[] }>('/servicer/servicer/index/dialogs', { member_id: m.memberId })).data.list).toHaveLength(1)
    const info = await own.call<{ mobile: string; nickname: string }>('/servicer/servicer/member/info', { member_id: m.memberId })
    expect(info.code).toBe(0)
    // logout ends the token
    await own.call('/servicer/servicer/login/logout')
    expect((await own.call('/servicer/servicer/index/memberList')).error_code).toBe('TOKEN_ERROR')
  })

  it('a member cannot bind another member’s socket, nor an unknown one', async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    const s = await openSocket(wsUrl)
    await a.call('/servicer/api/chat/bind', { client_id: s.clientId, site_id: 9 })
    const stolen = await b.call('/servicer/api/chat/bind', { client_id: s.clientId, site_id: 9 })
    expect(stolen.message).toBe('客服连接异常')
    expect((await b.call('/servicer/api/chat/bind', { client_id: '0'.repeat(32), site_id: 9 })).message).toBe('客服连接异常')
    s.close()
  })
})

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
/** one file as a browser's form upload sends it, after the text fields (the token) */
function multipart(data: Buffer, name = 'a.png', fields: Record<string, string> = {}) {
  const boundary = 'XbazaarX'
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('images', () => {
  it('uploads an image by its bytes, serves it, and it can be sent; other files and no login are refused', async () => {
    const m = await newMember(t)
    const up = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(png, 'a.png', { token: m.token }) })
    const path = up.json().data.pic_path as string
    expect(path).toMatch(/^upload\/chat\/\d{8}\/[0-9a-f]{32}\.png$/)
    const got = await t.app.inject({ method: 'GET', url: `/${path}` })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect((await m.call('/servicer/api/chat/say', { site_id: 1, content_type: 3, message: path })).code).toBe(0)
    const svg = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', { token: m.token }) })
    expect(svg.json().code).toBeLessThan(0)
    // a photo of 1.5 MB is fine (above the 1 MB JSON body limit of other calls)
    const photo = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(Buffer.concat([png, Buffer.alloc(1_500_000, 7)]), 'a.png', { token: m.token }) })
    expect(photo.json().code).toBe(0)
    const big = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'a.png', { token: m.token }) })
    expect(big.json().code).toBeLessThan(0)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(png) })
    expect(anonymous.json().error_code).toBe('TOKEN_NOT_EXIST')
    // other endpoints still refuse multipart
    expect((await t.app.inject({ method: 'POST', url: '/servicer/api/chat/say', ...multipart(png) })).statusCode).toBeLessThan(500)
  })

  it('an image message names an uploaded chat picture: any other path gets the same answer, whether a file is there or not', async () => {
    const m = await newMember(t)
    const agent = await agentLogin('kefu1')
    const answers = new Set<string>()
    for (const path of [
      '../../../../etc/passwd', // exists on every Linux server
      '../../../../etc/no-such-file',
      '/etc/passwd',
      'package.json',
      'upload/chat/20260101/../../../package.json',
      'upload/evaluate/20260101_0123456789abcdef01234567.png',
      'upload/chat/20260101/0123456789abcdef0123456789abcdef.png', // the pattern, but never uploaded
    ]) {
      const said = await m.call('/servicer/api/chat/say', { site_id: 1, content_type: 3, message: path })
      const answered = await agent.call('/servicer/servicer/chat/answer', { member_id: m.memberId, content_type: 3, servicer_say: path })
      expect(said.code, path).toBeLessThan(0)
      expect(answered.code, path).toBeLessThan(0)
      answers.add(JSON.stringify([said.code, said.message, answered.code, answered.message]))
    }
    expect([...answers]).toHaveLength(1)
  })

  it('ships 47 distinct emoji pictures', async () => {
    const bodies = new Set<string>()
    for (let i = 1; i <= 47; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/img/emjoy/emjoy_${String(i).padStart(2, '0')}.svg` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      bodies.add(res.body.replace(/<title>.*<\/title>|aria-label="[^"]*"/g, ''))
    }
    expect(bodies.size).toBe(47)
    expect((await t.app.inject({ method: 'GET', url: '/img/emjoy/emjoy_48.svg' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/img/emjoy/emjoy_00.svg' })).statusCode).toBe(404)
    const list = await t.call<Array<{ code: string; path: string }>>('/servicer/api/chat/emjoyList')
    expect(list.data[46]).toMatchObject({ code: '[emjoy_47]', path: 'img/emjoy/emjoy_47.svg' })
  })
})

describe('agent console', () => {
  it('a second console of the same agent gets the first one told force_offline and closed', async () => {
    const first = await onlineAgent('kefu9')
    const told = first.socket.next('force_offline')
    const second = await onlineAgent('kefu9')
    expect((await told).data).toEqual({ servicer_id: first.agent.servicer_id })
    await first.socket.closed
    expect(second.socket.ws.readyState).toBe(second.socket.ws.OPEN)
    second.socket.close()
  })

  it('ending a conversation closes the member’s socket with the goodbye', async () => {
    const { agent, socket: agentSocket } = await onlineAgent('kefu7') // shop 5
    const m = await newMember(t)
    const { socket } = await memberOn(m, 5)
    const closing = socket.next('close')
    expect((await agent.call('/servicer/servicer/chat/closeMember', { member_id: m.memberId })).code).toBe(0)
    expect((await closing).data).toMatchObject({ status: true, shop_id: 5 })
    await socket.closed
    agentSocket.close()
  })

  it('two tabs of one member: a message sent in one shows in the other (and to the agent), once each', async () => {
    const { agent, socket: agentSocket } = await onlineAgent('kefu3') // shop 2
    const m = await newMember(t)
    const tab1 = await memberOn(m, 2)
    const tab2 = await memberOn(m, 2)
    const inTab1 = tab1.socket.next('string', (d) => d.type === 0)
    const inTab2 = tab2.socket.next('string', (d) => d.type === 0)
    const toAgent = agentSocket.next('string', (d) => d.member_id === m.memberId)
    const said = await m.call<{ id: number }>('/servicer/api/chat/say', { site_id: 2, content_type: 0, message: '从第二个标签页发的', client_msg_id: 'tab2-1' })
    expect(said.code).toBe(0)
    for (const push of [await inTab1, await inTab2, await toAgent]) expect(push.data).toMatchObject({ id: said.data.id, consumer_say: '从第二个标签页发的', client_msg_id: 'tab2-1', shop_id: 2 })
    // an answer reaches both tabs
    const answered = [tab1, tab2].map((tab) => tab.socket.next('string', (d) => d.type === 1))
    expect((await agent.call('/servicer/servicer/chat/answer', { member_id: m.memberId, content_type: 0, servicer_say: '两个都收到' })).code).toBe(0)
    for (const push of await Promise.all(answered)) expect(push.data.servicer_say).toBe('两个都收到')
    for (const tab of [tab1, tab2]) expect(tab.socket.pushes.filter((p) => p.data?.id === said.data.id)).toHaveLength(1)
    tab1.socket.close()
    tab2.socket.close()
    agentSocket.close()
  })

  it('two tabs: closing the dialog in one leaves the member online for the agent until the last one goes', async () => {
    const { agent, socket: agentSocket } = await onlineAgent('kefu4') // shop 2
    const m = await newMember(t)
    const tab1 = await memberOn(m, 2)
    const tab2 = await memberOn(m, 2)
    const online = async () => {
      const list = await agent.call<{ list: Array<{ member_id: number; online: number }> }>('/servicer/servicer/index/memberList', {})
      return list.data.list.find((r) => r.member_id === m.memberId)?.online
    }
    expect(await online()).toBe(1)
    // tab 2 (the last bound) says bye: only its own socket closes
    const closing = tab2.socket.next('close')
    expect((await m.call('/servicer/api/chat/bye', { site_id: 2, client_id: tab2.socket.clientId })).code).toBe(0)
    await closing
    await tab2.socket.closed
    await new Promise((r) => setTimeout(r, 100))
    expect(tab1.socket.ws.readyState).toBe(tab1.socket.ws.OPEN)
    expect(await online()).toBe(1)
    expect(agentSocket.pushes.some((p) => p.type === 'disconnect' && p.data.member_id === m.memberId)).toBe(false)
    // messages still flow from tab 1; ending the conversation still reaches it
    expect((await m.call('/servicer/api/chat/say', { site_id: 2, content_type: 0, message: 'still here' })).code).toBe(0)
    // another member's socket cannot be said bye to
    const other = await newMember(t)
    expect((await other.call('/servicer/api/chat/bye', { site_id: 2, client_id: tab1.socket.clientId })).code).toBe(0)
    expect(tab1.socket.ws.readyState).toBe(tab1.socket.ws.OPEN)
    // the last tab goes: offline, and the agent is told
    const gone = agentSocket.next('disconnect', (d) => d.member_id === m.memberId)
    tab1.socket.close()
    await gone
    expect(await online()).toBe(0)
    agentSocket.close()
  })

  it("answers the heartbeat's ping with a pong", async () => {
    const s = await openSocket(wsUrl)
    const pong = s.next('pong')
    s.ws.send('ping')
    expect((await pong).type).toBe('pong')
    s.close()
  })

  it('ops: chat:drop cuts a member’s sockets without a goodbye; chat:answer answers as an agent', async () => {
    const m = await newMember(t)
    const { socket } = await memberOn(m, 9)
    await m.call('/servicer/api/chat/say', { site_id: 9, content_type: 0, message: 'hello' })
    const answered = socket.next('string', (d) => d.type === 1)
    expect(await runCommand({ db: t.db, clock: t.clock }, 'chat:answer', ['kefu9', m.username, 'hi', 'there'])).toContain('message')
    expect((await answered).data.servicer_say).toBe('hi there')
    await runCommand({ db: t.db, clock: t.clock }, 'chat:drop', [m.username])
    const closed = await socket.closed
    expect(closed.code).toBe(1006)
    expect(socket.pushes.some((p) => p.type === 'close')).toBe(false)
  })
})

describe('bad input on every chat endpoint', () => {
  it('answers the envelope with a negative code and a message, for a member and for an agent', async () => {
    const m = await newMember(t)
    const agent = await agentLogin('kefu2')
    const paths = [...apiRegistry.keys()].filter((p) => p.startsWith('/servicer/') || p === '/api/upload/chatimg')
    expect(paths.length).toBeGreaterThan(25)
    // every declared param at once with a value no validator takes (NUL, a negative number, an array)
    for (const path of paths) {
      const fields = Object.keys(apiRegistry.get(path)!.params).filter((k) => k !== 'token')
      if (!fields.length) continue
      for (const value of ['a\u0000', -5, [1, 2]]) {
        for (const token of [m.token, agent.token]) {
          const body = Object.fromEntries(fields.map((f) => [f, value]))
          const res = await t.app.inject({ method: 'POST', url: path, payload: { ...body, token } })
          expect(res.statusCode, path).toBeLessThan(500)
          const json = res.json()
          expect(json.code, `${path} ${JSON.stringify(value)}`).toBeLessThan(0)
          expect(json.message).toBeTruthy()
        }
      }
    }
    // another member's ids: a session of someone else is never reached
    const other = await newMember(t)
    await other.call('/servicer/api/chat/say', { site_id: 1, content_type: 0, message: 'mine' })
    const seen = await m.call<{ list: unknown[] }>('/servicer/api/chat/dialogs', { site_id: 1, member_id: other.memberId })
    expect(seen.data.list).toHaveLength(0)
  })
})
