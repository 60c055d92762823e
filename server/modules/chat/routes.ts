import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { attachGateway, type Gateway } from '../../chat/gateway.ts'
import { emojiList, emojiSvg } from '../../chat/emoji.ts'
import { createHub, registerHubFor, type ChatHub } from '../../chat/hub.ts'
import { ApiError, errors, failure, msg } from '../../http/envelope.ts'
import { api, langOf } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import type { Clock } from '../../clock.ts'
import {
  agentAnswer, agentBind, agentBye, agentCloseMember, agentDialogs, agentLogin, agentLogout, agentMemberInfo, agentMembers,
  agentOrderDetail, agentSetRead, agentTakeMember, requireAgent, skuDetail,
} from './agent.ts'
import { orderCards } from './cards.ts'
import {
  bindMember, chatList, hasServicers, memberBye, memberSay, memberSetRead, shopIdentity, socketGone, threadPage, type ChatDeps,
} from './service.ts'
import { chatImageExists, fileOf, multipartParser, serveChatImages, storeChatImage } from './upload.ts'

// The chat (issue 10, reference §5, spec §7 Chat): the member's calls under /servicer/api/chat/, the
// agents' under /servicer/servicer/, the image upload, the emoji pictures, and the WebSocket gateway
// with its hub (in-process, or Redis pub/sub with REDIS_URL) started with the app.

export interface ChatRuntime {
  hub: ChatHub | null
  gateway: Gateway | null
}
declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatRuntime
  }
}

nameField('client_id', '连接', 'client id')
nameField('content_type', '消息类型', 'content type')
nameField('message', '消息内容', 'message')
nameField('goods_id', '商品', 'product')
nameField('order_id', '订单', 'order')
nameField('client_msg_id', '消息编号', 'client message id')
nameField('member_id', '会员', 'member')
nameField('servicer_say', '回复内容', 'reply')
nameField('after_id', '消息编号', 'after id')
nameField('limit', '每页条数', 'page size')

const clientId = () => z.string().trim().regex(/^[0-9a-f]{32}$/)
const contentTypeParam = () => v.int(0, 3) as unknown as z.ZodType<0 | 1 | 2 | 3>
/** a sender's idempotency key: letters, digits, - and _ (a UUID fits) */
const clientMsgId = () => z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional()
const optId = () => z.preprocess((x) => (x === '' || x === null ? undefined : x), v.id().optional())
/** message text: bounded here, the 150-character rule (emoji count 1) is checked by the service */
const text = () => v.str(2000).optional()

/** a small per-process sliding window: chat sends are too frequent for a database row per call */
function burstLimiter(max: number, windowMs: number, clock: Clock) {
  const hits = new Map<string, number[]>()
  return (key: string) => {
    const now = clock.nowMs()
    const list = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
    if (list.length >= max) {
      const wait = Math.ceil((windowMs - (now - list[0]!)) / 1000)
      throw new ApiError('RATE_LIMITED', msg(`发送过于频繁，请 ${wait} 秒后再试`, `Too many messages, try again in ${wait} s`), { data: { wait } })
    }
    list.push(now)
    hits.set(key, list)
    if (hits.size > 50_000) hits.delete(hits.keys().next().value!)
  }
}

/** the agent of the call's token */
const agentOf = (ctx: { params: { token?: string }; deps: { db: ChatDeps['db']; clock: Clock } }) => requireAgent(ctx.deps.db, ctx.params.token, ctx.deps.clock)

export function registerChat(app: FastifyInstance) {
  const runtime: ChatRuntime = { hub: null, gateway: null }
  app.decorate('chat', runtime)
  const deps = (): ChatDeps => {
    if (!runtime.hub) throw new ApiError('UNKNOW_ERROR', msg('聊天服务未就绪', 'The chat is not ready'))
    return { db: app.deps.db, clock: app.deps.clock, hub: runtime.hub }
  }
  app.addHook('onReady', async () => {
    runtime.hub = await createHub(app.deps.config.redisUrl)
    registerHubFor(app.deps.db, runtime.hub)
    runtime.gateway = attachGateway(app.server, {
      hub: runtime.hub,
      clock: app.deps.clock,
      onDisconnect: (client, uid) => socketGone(deps(), client, uid),
    })
  })
  // sockets first: the HTTP server's close waits for every connection, upgraded ones included
  app.addHook('preClose', async () => {
    await runtime.gateway?.close()
  })
  app.addHook('onClose', async () => {
    await runtime.hub?.close()
  })
  // a plain GET of the socket's path says what it is
  app.get('/wss', (req, reply) =>
    reply.status(426).header('upgrade', 'websocket').send(failure(new ApiError('UPGRADE_REQUIRED', msg('请使用 WebSocket 连接', 'Connect with a WebSocket')), langOf(req, {}), app.deps.clock)),
  )

  // a person types at most a few messages a second; an agent answers many members at once
  const say = burstLimiter(20, 10_000, app.deps.clock)
  const answer = burstLimiter(300, 10_000, app.deps.clock)
  const uploads = burstLimiter(30, 600_000, app.deps.clock)
  const dataDir = () => app.deps.config.dataDir
  const imageCheck = async (contentType: number, message: string | undefined) => {
    if (contentType === 3 && message && !(await chatImageExists(dataDir(), message.trim()))) {
      throw errors.param(msg('图片不存在，请重新上传', 'The image does not exist, upload it again'))
    }
  }

  // ---- the member (spec §7 Chat) ----
  const P = '/servicer/api/chat'
  api(app, `${P}/bind`, { auth: 'required', params: { client_id: clientId(), site_id: v.id() } }, (ctx) =>
    bindMember(deps(), ctx.memberId, ctx.params.client_id, ctx.params.site_id),
  )
  api(
    app,
    `${P}/say`,
    {
      auth: 'required',
      params: {
        site_id: v.id(), servicer_id: optId(), content_type: contentTypeParam(), message: text(), goods_id: optId(), order_id: optId(), client_msg_id: clientMsgId(),
      },
    },
    async (ctx) => {
      say(`m:${ctx.memberId}`)
      await imageCheck(ctx.params.content_type, ctx.params.message)
      return memberSay(deps(), ctx.memberId, ctx.params)
    },
  )
  api(app, `${P}/setRead`, { auth: 'required', params: { site_id: v.id() } }, (ctx) => memberSetRead(ctx.deps.db, ctx.memberId, ctx.params.site_id))
  api(
    app,
    `${P}/dialogs`,
    { auth: 'required', params: { site_id: v.id(), page: v.page(), limit: v.int(1, 100).default(5), servicer_id: optId(), after_id: optId() } },
    async (ctx) => {
      await shopIdentity(ctx.deps.db, ctx.params.site_id)
      const { page, limit, after_id: afterId } = ctx.params
      return threadPage(ctx.deps.db, ctx.memberId, ctx.params.site_id, { page, limit, afterId }, { memberId: ctx.memberId })
    },
  )
  api(app, `${P}/hasServicers`, { auth: 'required', params: { site_id: v.id() } }, (ctx) => hasServicers(deps(), ctx.params.site_id))
  api(app, `${P}/chatList`, { auth: 'required', params: { page: v.page(), page_size: v.pageSize(30, 50) } }, (ctx) =>
    chatList(deps(), ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
  // client_id (ours): the tab leaving; without it every tab of the member leaves the shop
  api(app, `${P}/bye`, { auth: 'required', params: { site_id: v.id(), servicer_id: optId(), client_id: z.preprocess((x) => (x === '' || x === null ? undefined : x), clientId().optional()) } }, (ctx) =>
    memberBye(deps(), ctx.memberId, ctx.params.site_id, ctx.params.client_id),
  )
  // the cards: a product (public) and one of the member's own orders
  api(app, `${P}/goodsSkuDetail`, { params: { sku_id: v.id() } }, (ctx) => skuDetail(ctx.deps.db, ctx.params.sku_id))
  api(app, `${P}/orderDetail`, { auth: 'required', params: { order_id: v.id() } }, async (ctx) => {
    const card = (await orderCards(ctx.deps.db, [ctx.params.order_id], { memberId: ctx.memberId })).get(ctx.params.order_id)
    if (!card) throw errors.notFound(msg('订单不存在', 'No such order'))
    return card
  })
  api(app, `${P}/emjoyList`, { method: 'GET' }, () => emojiList())

  // ---- the agents (reference §5.4) ----
  const S = '/servicer/servicer'
  const token = { token: v.str(200).optional() }
  api(app, `${S}/login/login`, { params: { username: v.str(50, 1), password: v.password() } }, (ctx) =>
    agentLogin(ctx.deps.db, { username: ctx.params.username, password: ctx.params.password, ip: ctx.ip }, ctx.deps.clock),
  )
  api(app, `${S}/login/logout`, { params: token }, (ctx) => agentLogout(ctx.deps.db, ctx.params.token, ctx.deps.clock))
  api(app, `${S}/chat/bind`, { params: { ...token, client_id: clientId() } }, async (ctx) => agentBind(deps(), await agentOf(ctx), ctx.params.client_id))
  api(
    app,
    `${S}/chat/answer`,
    {
      params: {
        ...token, member_id: v.id(), content_type: contentTypeParam(), servicer_say: text(), message: text(), goods_id: optId(), order_id: optId(), client_msg_id: clientMsgId(),
      },
    },
    async (ctx) => {
      const agent = await agentOf(ctx)
      answer(`s:${agent.servicer_id}`)
      const message = ctx.params.servicer_say ?? ctx.params.message
      await imageCheck(ctx.params.content_type, message)
      return agentAnswer(deps(), agent, { ...ctx.params, message })
    },
  )
  api(app, `${S}/chat/bindMember`, { params: { ...token, member_id: v.id() } }, async (ctx) => agentTakeMember(deps(), await agentOf(ctx), ctx.params.member_id))
  api(app, `${S}/chat/closeMember`, { params: { ...token, member_id: v.id() } }, async (ctx) => agentCloseMember(deps(), await agentOf(ctx), ctx.params.member_id))
  api(app, `${S}/chat/bye`, { params: token }, async (ctx) => agentBye(deps(), await agentOf(ctx)))
  api(app, `${S}/chat/siteInfo`, { params: token }, async (ctx) => {
    const agent = await agentOf(ctx)
    return { ...(await shopIdentity(ctx.deps.db, agent.site_id)), servicer: agent }
  })
  api(app, `${S}/chat/orderDetail`, { params: { ...token, order_id: v.id() } }, async (ctx) => agentOrderDetail(deps(), await agentOf(ctx), ctx.params.order_id))
  api(app, `${S}/chat/goodSkuDetial`, { params: { ...token, sku_id: v.id() } }, async (ctx) => {
    await agentOf(ctx)
    return skuDetail(ctx.deps.db, ctx.params.sku_id)
  })
  const listParams = { ...token, page: v.page(), page_size: v.pageSize(20, 100), member_name: v.str(50).optional() }
  api(app, `${S}/index/index`, { params: listParams }, async (ctx) => {
    const agent = await agentOf(ctx)
    const all = await agentMembers(deps(), agent, { page: ctx.params.page, pageSize: ctx.params.page_size })
    return { onlineMembers: all.list.filter((m) => m.online), offlineMembers: { ...all, list: all.list.filter((m) => !m.online) } }
  })
  api(app, `${S}/index/memberList`, { params: listParams }, async (ctx) =>
    agentMembers(deps(), await agentOf(ctx), { page: ctx.params.page, pageSize: ctx.params.page_size, memberName: ctx.params.member_name || undefined }),
  )
  api(app, `${S}/index/unreadMembers`, { params: listParams }, async (ctx) =>
    agentMembers(deps(), await agentOf(ctx), { page: ctx.params.page, pageSize: ctx.params.page_size, unreadOnly: true }),
  )
  api(app, `${S}/index/getMember`, { params: { ...token, member_id: v.id() } }, async (ctx) => {
    const list = await agentMembers(deps(), await agentOf(ctx), { page: 1, pageSize: 1000 })
    const row = list.list.find((m) => m.member_id === ctx.params.member_id)
    if (!row) throw errors.notFound(msg('该会员未咨询过本店', 'This member has not contacted this shop'))
    return row
  })
  api(
    app,
    `${S}/index/dialogs`,
    { params: { ...token, member_id: v.id(), page: v.page(), limit: v.int(1, 100).default(15), after_id: optId() } },
    async (ctx) => {
      const { page, limit, after_id: afterId } = ctx.params
      return agentDialogs(deps(), await agentOf(ctx), ctx.params.member_id, { page, limit, afterId })
    },
  )
  api(app, `${S}/message/setRead`, { params: { ...token, member_id: v.id() } }, async (ctx) => agentSetRead(deps(), await agentOf(ctx), ctx.params.member_id))
  api(app, `${S}/member/info`, { params: { ...token, member_id: v.id() } }, async (ctx) => agentMemberInfo(deps(), await agentOf(ctx), ctx.params.member_id))

  // ---- images: uploads (multipart only here) and the emoji pictures ----
  void app.register(async (scope) => {
    multipartParser(scope)
    api(scope, '/api/upload/chatimg', { auth: 'required', uploadCookie: true }, (ctx) => {
      uploads(`m:${ctx.memberId}`)
      return storeChatImage(dataDir(), fileOf(ctx.req), ctx.deps.clock)
    })
    api(scope, `${S}/upload/upload`, { params: token }, async (ctx) => {
      const agent = await agentOf(ctx)
      uploads(`s:${agent.servicer_id}`)
      return storeChatImage(dataDir(), fileOf(ctx.req), ctx.deps.clock)
    })
  })
  serveChatImages(app)
  app.get<{ Params: { file: string } }>('/img/emjoy/:file', (req, reply) => {
    const m = /^emjoy_(\d{2})(?:_(small|mid|big))?\.svg$/.exec(req.params.file)
    const svg = m ? emojiSvg(Number(m[1]), m[2] as 'small' | 'mid' | 'big' | undefined) : null
    if (!svg) return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('image/svg+xml; charset=utf-8').send(svg)
  })
}
