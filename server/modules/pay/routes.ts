import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors, msg } from '../../http/envelope.ts'
import { api } from '../../http/route.ts'
import { nameField } from '../../http/validate.ts'
import { idList } from '../../http/params.ts'
import { handOff, registerGateway } from './gateway.ts'
import { PAY_TYPES, payInfo, payStatus, repayOrders } from './service.ts'

nameField('out_trade_no', '支付单号', 'payment number')
nameField('pay_type', '支付方式', 'payment method')
nameField('order_ids', '订单', 'orders')

const outTradeNo = () => z.string().trim().regex(/^[A-Za-z0-9_-]{6,64}$/)

export function registerPay(app: FastifyInstance) {
  api(app, '/api/pay/info', { params: { out_trade_no: outTradeNo() }, auth: 'required' }, (ctx) =>
    payInfo(ctx.deps.db, ctx.memberId, ctx.params.out_trade_no),
  )
  api(app, '/api/pay/type', {}, () => ({ pay_type: PAY_TYPES.join(',') }))
  api(app, '/api/pay/status', { params: { out_trade_no: outTradeNo() }, auth: 'required' }, (ctx) =>
    payStatus(ctx.deps.db, ctx.memberId, ctx.params.out_trade_no),
  )
  api(app, '/api/pay/pay', { params: { out_trade_no: outTradeNo(), pay_type: z.enum(PAY_TYPES) }, auth: 'required' }, (ctx) =>
    handOff(app, ctx.req, ctx.memberId, ctx.params.out_trade_no, ctx.params.pay_type),
  )
  api(app, '/api/order/pay', { params: { order_ids: idList(50) }, auth: 'required' }, (ctx) => {
    if (ctx.params.order_ids.length === 0) throw errors.param(msg('参数错误：订单不能为空', 'Invalid parameter: orders is required'))
    return repayOrders(ctx.deps, ctx.memberId, ctx.params.order_ids)
  })
  registerGateway(app)
}
