import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { opt } from '../../http/params.ts'
import { nameField, v } from '../../http/validate.ts'
import { goodsCoupons, platformCouponPage, receiveCoupon, shopCouponPage } from './coupon.ts'
import { seckillGoodsDetail, seckillGoodsPage, seckillSlots } from './seckill.ts'

// The promotion endpoints of reference §7 (and the coupon centre of §2.7). Reads are GET-able; every
// time window comes from deps.clock.

nameField('seckill_id', '秒杀时段', 'flash-sale slot')
nameField('coupon_type_id', '优惠券', 'coupon')
nameField('platformcoupon_type_id', '平台优惠券', 'platform coupon')
nameField('get_type', '领取方式', 'receive type')

const paging = (dflt: number, max = 100) => ({ page: v.page(), page_size: v.pageSize(dflt, max) })

export function registerPromotion(app: FastifyInstance) {
  // --- 秒杀 flash sale (§7.1)
  api(app, '/seckill/api/seckill/lists', { method: 'GET' }, ({ deps }) => seckillSlots(deps.db, deps.clock.now()))
  api(app, '/seckill/api/seckillgoods/page', { method: 'GET', params: { seckill_id: v.id(), site_id: opt(v.id()), ...paging(20) } }, ({ params: p, deps }) =>
    seckillGoodsPage(deps.db, { seckill_id: p.seckill_id, site_id: p.site_id }, p.page, p.page_size, deps.clock.now()),
  )
  api(app, '/seckill/api/seckillgoods/detail', { method: 'GET', params: { id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    seckillGoodsDetail(deps.db, params.id, memberId, deps.clock.now()),
  )

  // --- coupon centre (§2.7, §7.5) and goods-detail coupons (§2.4)
  api(app, '/coupon/api/coupon/typepagelists', { method: 'GET', params: { site_id: opt(v.id()), ...paging(9, 50) }, auth: 'optional' }, ({ params: p, deps, memberId }) =>
    shopCouponPage(deps.db, { site_id: p.site_id }, p.page, p.page_size, memberId, deps.clock.now()),
  )
  api(app, '/coupon/api/coupon/typelists', { method: 'GET', params: { goods_id: v.id(), site_id: opt(v.id()), num: opt(v.int(1, 20)) }, auth: 'optional' }, ({ params: p, deps, memberId }) =>
    goodsCoupons(deps.db, { goods_id: p.goods_id, site_id: p.site_id }, p.num ?? 5, memberId, deps.clock.now()),
  )
  api(app, '/coupon/api/coupon/receive', { params: { coupon_type_id: v.id(), site_id: opt(v.id()), get_type: opt(v.int(1, 3)) }, auth: 'required' }, ({ params: p, deps, memberId }) =>
    receiveCoupon(deps.db, memberId, { coupon_type_id: p.coupon_type_id, source: 1, site_id: p.site_id, get_type: p.get_type }, deps.clock.now()),
  )
  api(app, '/platformcoupon/api/platformcoupon/typepagelists', { method: 'GET', params: { site_id: opt(v.id()), ...paging(9, 50) }, auth: 'optional' }, ({ params: p, deps, memberId }) =>
    platformCouponPage(deps.db, p.page, p.page_size, memberId, deps.clock.now()),
  )
  api(app, '/platformcoupon/api/platformcoupon/receive', { params: { platformcoupon_type_id: v.id(), site_id: opt(v.id()), get_type: opt(v.int(1, 3)) }, auth: 'required' }, ({ params: p, deps, memberId }) =>
    receiveCoupon(deps.db, memberId, { coupon_type_id: p.platformcoupon_type_id, source: 2, get_type: p.get_type }, deps.clock.now()),
  )
}
