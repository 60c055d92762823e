import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { closeUnpaidOrder } from '../order-create/transitions.ts'
import { orderDetail } from './detail.ts'
import { extendTakeDelivery, takeDelivery, whyNot } from './lifecycle.ts'
import { orderPackages } from './package.ts'
import { applyRefund, cancelRefund, refundData, refundDetail, refundList, returnGoods } from './refund.ts'
import { addReviews, againReviews, evaluateInfo } from './evaluate.ts'
import { registerUpload } from './upload.ts'
import { applyComplaint, cancelComplaint, complainDetail, complainList } from './complain.ts'

nameField('order_id', '订单', 'order')
nameField('order_goods_id', '订单商品', 'order line')
nameField('refund_type', '退款方式', 'refund type')
nameField('refund_reason', '退款原因', 'refund reason')
nameField('refund_remark', '退款说明', 'refund remark')
nameField('refund_delivery_name', '物流公司', 'carrier')
nameField('refund_delivery_no', '物流单号', 'tracking number')
nameField('refund_delivery_remark', '退货说明', 'return remark')
nameField('complain_reason', '维权原因', 'complaint reason')
nameField('complain_remark', '维权说明', 'complaint remark')
nameField('goods_evaluate', '评价内容', 'reviews')
nameField('is_anonymous', '匿名', 'anonymous')
nameField('shop_desccredit', '描述相符评分', 'description score')
nameField('shop_servicecredit', '服务态度评分', 'service score')
nameField('shop_deliverycredit', '发货速度评分', 'delivery score')

const orderId = { order_id: v.int(1, 2_147_483_647) }
const line = { order_goods_id: v.int(1, 2_147_483_647) }
const score = () => v.int(1, 5).default(5)
/** goods_evaluate: JSON text like the reference sends it, or the array itself */
const reviewsParam = () => z.union([z.string().max(60_000), z.array(z.unknown()).max(50).transform((a) => JSON.stringify(a))])

/** The member's orders after checkout (reference §3.5): detail, close, receipt, packages. */
export function registerOrder(app: FastifyInstance) {
  api(app, '/api/order/detail', { method: 'GET', auth: 'required', params: orderId }, (ctx) => orderDetail(ctx.deps.db, ctx.memberId, ctx.params.order_id))

  api(app, '/api/order/close', { auth: 'required', params: orderId }, async (ctx) => {
    const now = ctx.deps.clock.now()
    await ctx.deps.db.transaction().execute(async (trx) => {
      if (!(await closeUnpaidOrder(trx, ctx.params.order_id, now, ctx.memberId))) {
        await whyNot(trx, ctx.params.order_id, ctx.memberId, 'close')
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

  // refunds (reference §3.6)
  api(app, '/api/orderrefund/refundData', { method: 'GET', auth: 'required', params: line }, (ctx) => refundData(ctx.deps.db, ctx.memberId, ctx.params.order_goods_id))
  api(
    app,
    '/api/orderrefund/refund',
    { auth: 'required', params: { ...line, refund_type: v.int(1, 2), refund_reason: v.str(50, 1), refund_remark: v.str(200).default('') } },
    (ctx) => applyRefund(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/orderrefund/cancel', { auth: 'required', params: line }, (ctx) => cancelRefund(ctx.deps.db, ctx.memberId, ctx.params.order_goods_id, ctx.deps.clock.now()))
  api(app, '/api/orderrefund/detail', { method: 'GET', auth: 'required', params: line }, (ctx) => refundDetail(ctx.deps.db, ctx.memberId, ctx.params.order_goods_id))
  api(app, '/api/orderrefund/lists', { method: 'GET', auth: 'required', params: { page: v.page(), page_size: v.pageSize(10, 50) } }, (ctx) =>
    refundList(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
  api(
    app,
    '/api/orderrefund/delivery',
    { auth: 'required', params: { ...line, refund_delivery_name: v.str(40, 1), refund_delivery_no: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/), refund_delivery_remark: v.str(200).default('') } },
    (ctx) => returnGoods(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )

  // complaints to the platform
  api(app, '/api/ordercomplain/detail', { method: 'GET', auth: 'required', params: line }, (ctx) => complainDetail(ctx.deps.db, ctx.memberId, ctx.params.order_goods_id))
  api(
    app,
    '/api/ordercomplain/complain',
    { auth: 'required', params: { ...line, complain_reason: v.str(50, 1), complain_remark: v.str(200).default('') } },
    (ctx) => applyComplaint(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/ordercomplain/cancel', { auth: 'required', params: line }, (ctx) => cancelComplaint(ctx.deps.db, ctx.memberId, ctx.params.order_goods_id, ctx.deps.clock.now()))
  api(app, '/api/ordercomplain/lists', { method: 'GET', auth: 'required', params: { page: v.page(), page_size: v.pageSize(10, 50) } }, (ctx) =>
    complainList(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )

  // reviews (reference §3.5 "Review")
  api(app, '/api/order/evluateinfo', { method: 'GET', auth: 'required', params: orderId }, (ctx) => evaluateInfo(ctx.deps.db, ctx.memberId, ctx.params.order_id))
  api(
    app,
    '/api/goodsevaluate/add',
    { auth: 'required', params: { ...orderId, goods_evaluate: reviewsParam(), is_anonymous: v.flag().default(0), shop_desccredit: score(), shop_servicecredit: score(), shop_deliverycredit: score() } },
    (ctx) => addReviews(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/goodsevaluate/again', { auth: 'required', params: { ...orderId, goods_evaluate: reviewsParam() } }, (ctx) =>
    againReviews(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  registerUpload(app)
}
