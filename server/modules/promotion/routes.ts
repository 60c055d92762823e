import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { opt } from '../../http/params.ts'
import { nameField, v } from '../../http/validate.ts'
import { MAX_LINE_NUM } from '../cart/skus.ts'
import { registerOrderType } from '../order-create/routes.ts'
import { bundleDetail, bundlesOfSku } from './bundling.ts'
import { groupbuyDetail, groupbuyInfo, groupbuyPage } from './groupbuy.ts'
import { bundlingOrder, groupbuyOrder, promotionWants, seckillOrder, topicOrder } from './order-types.ts'
import { seckillPeriod } from './time.ts'
import { topicGoodsDetail, topicGoodsPage, topicInfo, topicPage } from './topic.ts'
import { goodsCoupons, platformCouponPage, receiveCoupon, shopCouponPage } from './coupon.ts'
import { seckillGoodsDetail, seckillGoodsPage, seckillSlots } from './seckill.ts'

// The promotion endpoints of reference §7 (and the coupon centre of §2.7). Reads are GET-able; every
// time window comes from deps.clock.

nameField('seckill_id', '秒杀时段', 'flash-sale slot')
nameField('coupon_type_id', '优惠券', 'coupon')
nameField('platformcoupon_type_id', '平台优惠券', 'platform coupon')
nameField('get_type', '领取方式', 'receive type')
nameField('seckill_goods_id', '秒杀商品', 'flash-sale goods')
nameField('groupbuy_id', '团购', 'group buy')
nameField('bl_id', '组合套餐', 'bundle')
nameField('topic_id', '专题', 'topic')
nameField('topic_goods_id', '专题商品', 'topic goods')
nameField('num', '购买数量', 'quantity')

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

  // --- 团购 group buy (§7.2)
  api(app, '/groupbuy/api/goods/page', { method: 'GET', params: { site_id: opt(v.id()), ...paging(20) } }, ({ params: p, deps }) =>
    groupbuyPage(deps.db, { site_id: p.site_id }, p.page, p.page_size, deps.clock.now()),
  )
  api(app, '/groupbuy/api/goods/detail', { method: 'GET', params: { id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    groupbuyDetail(deps.db, params.id, memberId, deps.clock.now()),
  )
  api(app, '/groupbuy/api/goods/info', { method: 'GET', params: { id: v.id(), sku_id: v.id() } }, ({ params, deps }) =>
    groupbuyInfo(deps.db, params.id, params.sku_id, deps.clock.now()),
  )

  // --- 组合套餐 bundles (§7.3)
  api(app, '/bundling/api/bundling/lists', { method: 'GET', params: { sku_id: v.id() } }, ({ params, deps }) => bundlesOfSku(deps.db, params.sku_id))
  api(app, '/bundling/api/bundling/detail', { method: 'GET', params: { bl_id: v.id() } }, ({ params, deps }) => bundleDetail(deps.db, params.bl_id))

  // --- 专题活动 topics (§7.4); topic/info is Bazaar's: the topic page's banner and window
  api(app, '/topic/api/topic/page', { method: 'GET', params: paging(10, 50) }, ({ params: p, deps }) => topicPage(deps.db, p.page, p.page_size, deps.clock.now()))
  api(app, '/topic/api/topic/info', { method: 'GET', params: { topic_id: v.id() } }, ({ params, deps }) => topicInfo(deps.db, params.topic_id, deps.clock.now()))
  api(app, '/topic/api/topicgoods/page', { method: 'GET', params: { topic_id: v.id(), ...paging(20) } }, ({ params: p, deps }) =>
    topicGoodsPage(deps.db, p.topic_id, p.page, p.page_size, deps.clock.now()),
  )
  api(app, '/topic/api/topicgoods/detail', { method: 'GET', params: { id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    topicGoodsDetail(deps.db, params.id, memberId, deps.clock.now()),
  )

  // --- per-type order create (§3.2): payment / calculate / create on the shared order-create module
  const num = v.int(1, MAX_LINE_NUM)
  // seckill, group buy and bundle orders are one shop's: their answers carry that shop itself as
  // shop_goods_list (reference §3.3, the contract's single-shop checkout pages); topic keys it by shop
  // each with the stock gate keys its create wants (catalog/stock-gate.ts): the promotion's stock, the member's quota
  registerOrderType(app, '/seckill', { seckill_goods_id: v.id(), num }, (deps, memberId, p: { seckill_goods_id: number; num: number }, now) => seckillOrder(deps.db, memberId, p, now), 'one',
    (memberId, p, now) => promotionWants('seckill', p.seckill_goods_id, memberId, p.num, seckillPeriod(now)),
  )
  registerOrderType(app, '/groupbuy', { groupbuy_id: v.id(), sku_id: v.id(), num }, (deps, memberId, p: { groupbuy_id: number; sku_id: number; num: number }, now) =>
    groupbuyOrder(deps.db, memberId, p, now), 'one', (memberId, p) => promotionWants('groupbuy', p.groupbuy_id, memberId, p.num),
  )
  registerOrderType(app, '/bundling', { bl_id: v.id(), num }, (deps, memberId, p: { bl_id: number; num: number }) => bundlingOrder(deps.db, memberId, p), 'one')
  registerOrderType(app, '/topic', { topic_goods_id: v.id(), num }, (deps, memberId, p: { topic_goods_id: number; num: number }, now) => topicOrder(deps.db, memberId, p, now), 'by-shop',
    (memberId, p) => promotionWants('topic', p.topic_goods_id, memberId, p.num),
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
