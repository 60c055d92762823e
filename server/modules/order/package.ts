import { createHash } from 'node:crypto'
import type { Database } from '../../db/index.ts'
import { beijingDateTime } from '../account/ledger.ts'
import { regionChildren } from '../site/service.ts'
import { orderNotFound } from './lifecycle.ts'

// /api/order/package (the reference leaves its fields open, §9): the packages of the member's order,
// each with its goods and the carrier's trace. The sandbox carrier (nothing external is reachable
// here) tells a plausible story from the ship time: the entries whose time has come, newest first,
// each `datetime` as 'YYYY-MM-DD HH:MM:SS' in Beijing time (the contract's clients print it as is).

interface TraceStep {
  /** hours after shipping */
  after: number
  remark: (p: { company: string; from: string; to: string; courier: string; phone: string }) => string
}
/** from the shop's city (揽收) to the buyer's (派送) */
const EXPRESS_STEPS: TraceStep[] = [
  { after: 0, remark: (p) => `【${p.from}】${p.company} 已揽收，包裹正在等待发往转运中心` },
  { after: 3, remark: (p) => `【${p.from}】已离开揽收网点，发往 ${p.from}转运中心` },
  { after: 9, remark: (p) => `【${p.from}转运中心】已到达，正在分拣` },
  { after: 14, remark: (p) => `【${p.from}转运中心】已发出，下一站 ${p.to}转运中心` },
  { after: 30, remark: (p) => `【${p.to}转运中心】已到达` },
  { after: 38, remark: (p) => `【${p.to}转运中心】已发出，下一站 ${p.to}派送网点` },
  { after: 44, remark: (p) => `【${p.to}派送网点】快递员 ${p.courier}（${p.phone}）正在派送，请保持电话畅通` },
  { after: 50, remark: (p) => `【${p.to}派送网点】已签收，签收人：本人。感谢使用，期待再次为您服务` },
]
const LOCAL_STEPS: TraceStep[] = [
  { after: 0, remark: () => '商家已出餐/备货完成，等待骑手取货' },
  { after: 0.25, remark: (p) => `骑手 ${p.courier}（${p.phone}）已取货，正在配送中` },
  { after: 0.75, remark: () => '骑手已到达收货地址附近' },
  { after: 1, remark: () => '已送达，感谢您的耐心等待' },
]
const COURIERS = ['张师傅', '李师傅', '王师傅', '刘师傅', '陈师傅', '赵师傅']

/** a city's short name (北京, 杭州) from its region codes; '' when unknown */
export function cityName(provinceId: number, cityId: number): string {
  return provinceId && cityId ? (regionChildren(provinceId).find((r) => r.id === cityId)?.shortname ?? '') : ''
}

/**
 * The sandbox carrier's timeline of a package at `now` (deterministic per tracking number): picked up
 * in the shop's city (`from`), delivered in the buyer's (`to`).
 */
export function sandboxTrace(pkg: { express_company_name: string; delivery_no: string; delivery_type: string; delivery_time: number }, route: { from: string; to: string }, now: number) {
  const h = createHash('sha256').update(pkg.delivery_no).digest()
  const params = {
    company: pkg.express_company_name,
    from: route.from || '发货地',
    to: route.to || '目的地',
    courier: COURIERS[h[1]! % COURIERS.length]!,
    phone: `1${String(30 + (h[2]! % 60))}${String(h.readUInt32BE(4) % 1e8).padStart(8, '0')}`,
  }
  const steps = pkg.delivery_type === 'local' ? LOCAL_STEPS : EXPRESS_STEPS
  const list = steps
    .map((s) => ({ time: pkg.delivery_time + Math.round(s.after * 3600), remark: s.remark(params) }))
    .filter((s) => s.time <= now)
    .toReversed()
    .map((s) => ({ datetime: beijingDateTime(s.time), remark: s.remark }))
  return { success: true, reason: '', status_name: list.length === steps.length ? '已签收' : '运输中', list }
}

/** the city of an order's "省-市-区" address (an order written without region codes), without 市 */
const addressCity = (fullAddress: string) => (fullAddress.split('-')[1] ?? '').replace(/市$/, '')

export async function orderPackages(db: Database, memberId: number, orderId: number, now: number) {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('shop as s', 's.site_id', 'o.site_id')
    .select(['o.order_id', 'o.order_no', 'o.order_status', 'o.province_id', 'o.city_id', 'o.full_address', 's.province_id as shop_province_id', 's.city_id as shop_city_id'])
    .where('o.order_id', '=', orderId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst()
  if (!order) throw orderNotFound()
  const route = { from: cityName(order.shop_province_id ?? 0, order.shop_city_id ?? 0), to: cityName(order.province_id, order.city_id) || addressCity(order.full_address) }
  const [packages, goods] = await Promise.all([
    db.selectFrom('order_package').selectAll().where('order_id', '=', orderId).where('member_id', '=', memberId).orderBy('package_id').execute(),
    db.selectFrom('order_goods').select(['order_goods_id', 'sku_id', 'sku_name', 'sku_image', 'num']).where('order_id', '=', orderId).where('member_id', '=', memberId).orderBy('order_goods_id').execute(),
  ])
  return packages.map((p) => ({
    package_id: p.package_id,
    package_name: p.package_name,
    order_no: order.order_no,
    delivery_type: p.delivery_type,
    express_company_name: p.express_company_name,
    delivery_no: p.delivery_no,
    delivery_time: p.delivery_time,
    goods_list: goods,
    trace: sandboxTrace(p, route, now),
  }))
}
