import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors, msg } from '../../http/envelope.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { ORDER_TABS, orderList } from './orders.ts'
import { memberCouponCount } from '../account/coupons.ts'
import { currentStreak } from '../account/signin.ts'
import { cartCount, memberDetail, memberInfo, memberLevels, ORDER_COUNTERS, orderCounts, type OrderCounter } from './service.ts'

nameField('order_status', '订单状态', 'order status')
nameField('state', '状态', 'state')

const isCounter = (s: string): s is OrderCounter => (ORDER_COUNTERS as readonly string[]).includes(s)

export function registerMember(app: FastifyInstance) {
  api(app, '/api/member/info', { method: 'GET', auth: 'required' }, (ctx) => memberInfo(ctx.deps.db, ctx.memberId))

  api(app, '/api/member/detail', { method: 'GET', auth: 'required' }, async (ctx) => {
    const [detail, streak] = await Promise.all([memberDetail(ctx.deps.db, ctx.memberId), currentStreak(ctx.deps.db, ctx.memberId, ctx.deps.clock)])
    // the stored streak is the last sign-in's; after a missed day it reads 0
    return { ...detail, sign_days_series: streak }
  })

  api(app, '/api/order/num', { method: 'GET', auth: 'required', params: { order_status: v.str(100).optional() } }, (ctx) => {
    const asked = (ctx.params.order_status ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const unknown = asked.find((s) => !isCounter(s))
    if (unknown !== undefined) {
      throw errors.param(msg(`参数错误：未知的订单状态 ${unknown}`, `Invalid parameter: unknown order status ${unknown}`))
    }
    const wanted = asked.length ? [...new Set(asked as OrderCounter[])] : ORDER_COUNTERS
    return orderCounts(ctx.deps.db, ctx.memberId, wanted)
  })

  // the member centre's coupon count: /api/member/couponnum in newer builds, /coupon/api/coupon/num in the reference's
  for (const path of ['/api/member/couponnum', '/coupon/api/coupon/num']) {
    api(app, path, { method: 'GET', auth: 'required', params: { state: v.int(1, 3).default(1) } }, (ctx) =>
      memberCouponCount(ctx.deps.db, ctx.memberId, ctx.params.state as 1 | 2 | 3, ctx.deps.clock.now()),
    )
  }

  api(
    app,
    '/api/order/lists',
    {
      method: 'GET',
      auth: 'required',
      params: { order_status: z.preprocess((s) => (s === '' || s === null ? undefined : s), z.enum(ORDER_TABS).default('all')), page: v.page(), page_size: v.pageSize(10, 50) },
    },
    (ctx) => orderList(ctx.deps.db, ctx.memberId, ctx.params.order_status, ctx.params.page, ctx.params.page_size),
  )

  api(app, '/api/memberlevel/lists', { method: 'GET', auth: 'required' }, (ctx) => memberLevels(ctx.deps.db))

  // not login-forced (spec §6): a visitor or a dead token simply has an empty cart
  api(app, '/api/cart/count', { method: 'GET', auth: 'optional' }, (ctx) => cartCount(ctx.deps.db, ctx.memberId))
}
