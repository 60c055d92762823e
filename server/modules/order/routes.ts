import type { FastifyInstance } from 'fastify'
import { msg } from '../../http/envelope.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { closeUnpaidOrder } from '../order-create/transitions.ts'
import { orderDetail } from './detail.ts'
import { extendTakeDelivery, takeDelivery, whyNot } from './lifecycle.ts'
import { orderPackages } from './package.ts'

nameField('order_id', '订单', 'order')

const orderId = { order_id: v.int(1, 2_147_483_647) }

/** The member's orders after checkout (reference §3.5): detail, close, receipt, packages. */
export function registerOrder(app: FastifyInstance) {
  api(app, '/api/order/detail', { method: 'GET', auth: 'required', params: orderId }, (ctx) => orderDetail(ctx.deps.db, ctx.memberId, ctx.params.order_id))

  api(app, '/api/order/close', { auth: 'required', params: orderId }, async (ctx) => {
    const now = ctx.deps.clock.now()
    await ctx.deps.db.transaction().execute(async (trx) => {
      if (!(await closeUnpaidOrder(trx, ctx.params.order_id, now, ctx.memberId))) {
        await whyNot(trx, ctx.params.order_id, ctx.memberId, msg('关闭', 'closed'))
      }
    })
    return true
  })

  api(app, '/api/order/takedelivery', { auth: 'required', params: orderId }, (ctx) =>
    takeDelivery(ctx.deps.db, ctx.memberId, ctx.params.order_id, ctx.deps.clock.now()),
  )

  api(app, '/api/order/extendtakedelivery', { auth: 'required', params: orderId }, (ctx) => extendTakeDelivery(ctx.deps.db, ctx.memberId, ctx.params.order_id))

  api(app, '/api/order/package', { method: 'GET', auth: 'required', params: orderId }, (ctx) =>
    orderPackages(ctx.deps.db, ctx.memberId, ctx.params.order_id, ctx.deps.clock.now()),
  )
}
