import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import { getConfig } from '../../db/site-config.ts'
import { PAY } from '../../../domain/order-rules.ts'
import { yuan } from '../../http/money.ts'
import { applyNotify, payable, scheduleNotifyRetry, type PayType } from './service.ts'
import { signed, stringParams, verify, type Params } from './signature.ts'

// The sandbox gateway: external gateways are unreachable here, so the server plays one that behaves
// like Alipay page pay / WeChat native pay. pay/pay hands out a signed gateway URL (or a QR code of
// it); the gateway page shows merchant, amount and out_trade_no and lets the payer approve or
// cancel; approval sends a signed notification to /api/pay/notify/<type> (retried by the scheduler
// until acknowledged) and sends the payer back to the storefront's /web/result.

export const GATEWAY_PATH = '/sandbox/gateway'
export const QRCODE_PATH = '/sandbox/qrcode'
/** a gateway link stays valid this long */
const LINK_SECONDS = 2 * 3600

const LABELS: Record<PayType, { zh: string; en: string }> = {
  alipay: { zh: '支付宝（沙箱）', en: 'Alipay (sandbox)' },
  wechatpay: { zh: '微信支付（沙箱）', en: 'WeChat Pay (sandbox)' },
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`

/** the signed params of a gateway link for an open payment */
export async function gatewayParams(app: FastifyInstance, pay: { out_trade_no: string; pay_money: number; pay_body: string }, payType: PayType): Promise<Params> {
  const site = await getConfig(app.deps.db, 'website').catch(() => ({ title: 'Bazaar' }))
  return signed(
    {
      app_id: 'bazaar-sandbox',
      pay_type: payType,
      out_trade_no: pay.out_trade_no,
      total_amount: yuan(pay.pay_money),
      subject: pay.pay_body.slice(0, 80),
      merchant: site.title.slice(0, 40),
      notify_url: `/api/pay/notify/${payType}`,
      return_url: `/web/result?code=${encodeURIComponent(pay.out_trade_no)}`,
      timestamp: String(app.deps.clock.now()),
    },
    app.deps.config.payGatewayKey,
    'link',
  )
}

const query = (p: Params) => new URLSearchParams(p).toString()

/** the link's params when its signature verifies and it has not expired */
function validLink(app: FastifyInstance, raw: unknown): Params | null {
  const p = stringParams(raw)
  if (!p || !verify(p, app.deps.config.payGatewayKey, 'link')) return null
  if (p.pay_type !== 'alipay' && p.pay_type !== 'wechatpay') return null
  if (!p.return_url?.startsWith('/web/') || !p.notify_url?.startsWith('/api/pay/notify/')) return null
  const age = app.deps.clock.now() - Number(p.timestamp)
  if (!(age >= -60 && age <= LINK_SECONDS)) return null
  return p
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font:15px/1.6 system-ui,sans-serif;background:#f4f6f8;color:#222;margin:0}
main{max-width:460px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px}dt{color:#666}dd{margin:0;word-break:break-all}
.amount{font-size:28px;color:#c40000;font-weight:600}.row{display:flex;gap:12px}
button{flex:1;font-size:16px;padding:10px;border-radius:6px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.approve{background:#1677ff;border-color:#1677ff;color:#fff}.note{color:#666;font-size:13px;margin-top:18px}
</style></head><body><main>${body}</main></body></html>`
}

const fields = (p: Params) =>
  Object.entries(p)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('')

export function registerGateway(app: FastifyInstance) {
  app.get(GATEWAY_PATH, async (req, reply) => {
    const p = validLink(app, req.query)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!p) {
      return reply.status(400).send(page('签名错误', '<h1>支付链接无效或已过期 · Invalid or expired payment link</h1><p>请回到商城重新发起支付。Start the payment again from the shop.</p>'))
    }
    const label = LABELS[p.pay_type as PayType]
    const pay = await app.deps.db.selectFrom('pay').select(['pay_status', 'pay_money']).where('out_trade_no', '=', p.out_trade_no!).executeTakeFirst()
    const info = `<dl><dt>收款方 Merchant</dt><dd data-testid="merchant">${escape(p.merchant ?? '')}</dd>
<dt>商品 Subject</dt><dd>${escape(p.subject ?? '')}</dd>
<dt>订单号 out_trade_no</dt><dd data-testid="out-trade-no">${escape(p.out_trade_no!)}</dd>
<dt>金额 Amount</dt><dd class="amount" data-testid="amount">￥${escape(p.total_amount ?? '')}</dd></dl>`
    if (!pay || pay.pay_status !== PAY.open || yuan(pay.pay_money) !== p.total_amount) {
      const done = pay?.pay_status === PAY.paid
      return reply.send(
        page(
          label.zh,
          `<h1>${escape(label.zh)} · ${escape(label.en)}</h1>${info}<p data-testid="state">${done ? '该订单已支付 · Already paid' : pay?.pay_status === PAY.open ? '支付链接已失效：订单金额已变化，请回到商城重新发起支付 · This payment link is out of date: the amount changed, start again from the shop' : '该订单已关闭 · This payment is closed'}</p>
<p><a href="${escape(p.return_url!)}">返回商城 · Back to the shop</a></p>`,
        ),
      )
    }
    return reply.send(
      page(
        label.zh,
        `<h1>${escape(label.zh)} · ${escape(label.en)}</h1>${info}
<form method="post" action="${GATEWAY_PATH}">${fields(p)}<div class="row">
<button class="approve" type="submit" name="decision" value="approve">确认支付 · Approve</button>
<button type="submit" name="decision" value="cancel">取消支付 · Cancel</button></div></form>
<p class="note">沙箱网关：不会产生真实扣款。Sandbox gateway: no real money moves.</p>`,
      ),
    )
  })

  app.post(GATEWAY_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const decision = body.decision
    const { decision: _d, ...rest } = body
    const p = validLink(app, rest)
    if (!p || (decision !== 'approve' && decision !== 'cancel')) {
      return reply.status(400).type('text/html; charset=utf-8').send(page('签名错误', '<h1>支付链接无效或已过期 · Invalid or expired payment link</h1>'))
    }
    const outTradeNo = p.out_trade_no!
    // back to the cashier, which says the payment was cancelled and offers to pay again
    if (decision === 'cancel') return reply.redirect(`/web/pay?code=${encodeURIComponent(outTradeNo)}&cancelled=1`, 303)
    // the trade this link opened at the gateway is closed once the merchant re-priced, superseded or
    // closed the payment (a real merchant calls the gateway's trade.close then): the link is refused
    const pay = await app.deps.db.selectFrom('pay').select(['pay_status', 'pay_money']).where('out_trade_no', '=', outTradeNo).executeTakeFirst()
    if (!pay || pay.pay_status !== PAY.open || yuan(pay.pay_money) !== p.total_amount) {
      return reply
        .status(409)
        .type('text/html; charset=utf-8')
        .send(
          page(
            '支付链接已失效',
            `<h1>支付链接已失效 · This payment link is out of date</h1><p data-testid="state">${pay?.pay_status === PAY.paid ? '该订单已支付。This payment has been made.' : '订单金额已变化或支付已关闭，请回到商城重新发起支付。The amount changed or the payment was closed: start the payment again from the shop.'}</p>
<p><a href="${escape(p.return_url!)}">返回商城 · Back to the shop</a></p>`,
          ),
        )
    }
    const key = app.deps.config.payGatewayKey
    // the gateway's own trade number is fixed per payment and method: approving twice sends the same notification again
    const tradeNo = `SBX${createHash('sha256').update(`${key}:${p.pay_type}:${outTradeNo}`).digest('hex').slice(0, 24)}`
    const now = app.deps.clock.now()
    const notification = signed(
      {
        notify_id: randomBytes(12).toString('hex'),
        notify_time: String(now),
        app_id: p.app_id ?? '',
        pay_type: p.pay_type!,
        trade_no: tradeNo,
        out_trade_no: outTradeNo,
        total_amount: p.total_amount ?? '',
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: String(now),
      },
      key,
      'notify',
    )
    // server to server, like the real gateway's POST to notify_url
    const res = await app.inject({
      method: 'POST',
      url: p.notify_url!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(notification),
    })
    if (res.body.trim() !== 'success') await scheduleNotifyRetry(app.deps.db, notification, p.pay_type!, now)
    return reply.redirect(p.return_url!, 303)
  })

  // the WeChat-style QR code: an image of the gateway link
  app.get(QRCODE_PATH, async (req, reply) => {
    const p = validLink(app, req.query)
    if (!p) return reply.status(404).type('text/plain; charset=utf-8').send('invalid or expired payment link')
    const png = await QRCode.toBuffer(`${origin(req)}${GATEWAY_PATH}?${query(p)}`, { width: 240, margin: 1 })
    return reply.type('image/png').header('cache-control', 'no-store').send(png)
  })

  // the gateway's notification; answers `success` when the signature verifies (the gateway stops
  // retrying), `fail` otherwise. Paid is marked only by a verified one, once.
  app.post<{ Params: { pay_type: string } }>('/api/pay/notify/:pay_type', async (req, reply) => {
    reply.type('text/plain; charset=utf-8')
    const payType = req.params.pay_type
    const p = stringParams(req.body)
    if (!p || (payType !== 'alipay' && payType !== 'wechatpay')) return reply.send('fail')
    const ok = await app.deps.db.transaction().execute((trx) => applyNotify(trx, app.deps.config.payGatewayKey, payType, p, app.deps.clock.now(), req.ip))
    if (ok === 'limited') return reply.status(429).send('fail')
    return reply.send(ok ? 'success' : 'fail')
  })
}

/** what pay/pay answers for a method */
export async function handOff(app: FastifyInstance, req: FastifyRequest, memberId: number, outTradeNo: string, payType: PayType) {
  const pay = await payable(app.deps.db, memberId, outTradeNo)
  await app.deps.db.updateTable('pay').set({ pay_type: payType }).where('out_trade_no', '=', outTradeNo).where('pay_status', '=', PAY.open).execute()
  const params = await gatewayParams(app, pay, payType)
  const url = `${origin(req)}${GATEWAY_PATH}?${query(params)}`
  if (payType === 'alipay') return { type: 'url', data: url, pay_type: payType }
  return { type: 'qrcode', qrcode: `${QRCODE_PATH}?${query(params)}`, data: url, pay_type: payType }
}
