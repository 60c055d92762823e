import { sql, type Selectable } from 'kysely'
import type { Database } from '../../db/index.ts'
import { paged } from '../../db/paging.ts'
import type { CouponType } from '../../db/schema.gen.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { couponDiscount, yuan } from '../../http/money.ts'
import { takeQuota } from './quota.ts'
import { DAY } from './time.ts'

// Coupon definitions (reference §2.7, §7.5): shop coupons (source 1) and platform coupons (source 2),
// listed in the coupon centre and on goods details, received into member_coupon — limited per member
// (max_fetch, a quota row) and by the total issued (count, lead_count), each with one conditional
// statement in one transaction. Checkout uses the received rows (order-create/checkout.ts).

type Row = Selectable<CouponType>

/** where a definition may still be received: on, shown, receiving not ended */
const receivable = (now: number) => sql<boolean>`t.status = 1 and t.is_show = 1 and (t.end_time = 0 or t.end_time > ${now})`


function common(t: Row & { site_name?: string | null }, received: Map<number, number>) {
  return {
    money: yuan(t.money),
    at_least: yuan(t.at_least),
    end_time: t.end_time,
    validity_type: t.validity_type,
    fixed_term: t.fixed_term,
    count: t.count,
    lead_count: t.lead_count,
    /** 0 = no total limit */
    remain_count: t.count === 0 ? -1 : t.count - t.lead_count,
    max_fetch: t.max_fetch,
    status: t.status,
    is_show: t.is_show,
    image: t.image,
    /** how many the caller has received (0 for visitors) */
    received_num: received.get(t.coupon_type_id) ?? 0,
  }
}

export function shopCouponWire(t: Row & { site_name?: string | null }, received: Map<number, number>) {
  return {
    coupon_type_id: t.coupon_type_id,
    type: t.type,
    site_id: t.site_id,
    site_name: t.site_name ?? '',
    coupon_name: t.coupon_name,
    discount: couponDiscount(t),
    discount_limit: yuan(t.discount_limit),
    goods_type: t.goods_type,
    goods_ids: t.goods_ids,
    ...common(t, received),
  }
}

export function platformCouponWire(t: Row, received: Map<number, number>) {
  return {
    platformcoupon_type_id: t.coupon_type_id,
    platformcoupon_name: t.coupon_name,
    use_scenario: t.use_scenario,
    group_ids: t.group_ids,
    ...common(t, received),
  }
}

async function receivedNums(db: Database, memberId: number | null, ids: number[]) {
  if (memberId === null || ids.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('member_coupon')
    .select(['coupon_type_id', sql<number>`count(*)::int`.as('n')])
    .where('member_id', '=', memberId)
    .where('coupon_type_id', 'in', ids)
    .groupBy('coupon_type_id')
    .execute()
  return new Map(rows.map((r) => [r.coupon_type_id, r.n]))
}

/** the coupon centre's shop coupons (optionally of one shop), newest first */
export async function shopCouponPage(db: Database, q: { site_id?: number }, page: number, pageSize: number, memberId: number | null, now: number) {
  let base = db
    .selectFrom('coupon_type as t')
    .innerJoin('shop as p', 'p.site_id', 't.site_id')
    .where('t.source', '=', 1)
    .where(receivable(now))
    .where('p.shop_status', '=', 1)
  if (q.site_id) base = base.where('t.site_id', '=', q.site_id)
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.selectAll('t').select('p.site_name').orderBy('t.coupon_type_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  const received = await receivedNums(db, memberId, rows.map((r) => r.coupon_type_id))
  return paged(count.n, pageSize, rows.map((r) => shopCouponWire(r, received)))
}

/** a goods detail's coupons: the shop's receivable coupons that apply to the goods (first `limit`) */
export async function goodsCoupons(db: Database, q: { goods_id: number; site_id?: number }, limit: number, memberId: number | null, now: number) {
  const goods = await db.selectFrom('goods').select(['goods_id', 'site_id']).where('goods_id', '=', q.goods_id).executeTakeFirst()
  if (!goods || (q.site_id && q.site_id !== goods.site_id)) return []
  const rows = await db
    .selectFrom('coupon_type as t')
    .innerJoin('shop as p', 'p.site_id', 't.site_id')
    .selectAll('t')
    .select('p.site_name')
    .where('t.source', '=', 1)
    .where('t.site_id', '=', goods.site_id)
    .where(receivable(now))
    .where((eb) => eb.or([eb('t.goods_type', '=', 1), sql<boolean>`${String(goods.goods_id)} = any(string_to_array(t.goods_ids, ','))`]))
    .orderBy('t.coupon_type_id', 'desc')
    .limit(limit)
    .execute()
  const received = await receivedNums(db, memberId, rows.map((r) => r.coupon_type_id))
  return rows.map((r) => shopCouponWire(r, received))
}

/** the coupon centre's platform coupons */
export async function platformCouponPage(db: Database, page: number, pageSize: number, memberId: number | null, now: number) {
  const base = db.selectFrom('coupon_type as t').where('t.source', '=', 2).where(receivable(now))
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.selectAll('t').orderBy('t.coupon_type_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  const received = await receivedNums(db, memberId, rows.map((r) => r.coupon_type_id))
  return paged(count.n, pageSize, rows.map((r) => platformCouponWire(r, received)))
}

const couponError = (key: string, zh: string, en: string, code: number) => new ApiError(key, msg(zh, en), { code })

/** the end of a received coupon's validity */
export const couponEndTime = (t: Pick<Row, 'validity_type' | 'fixed_term' | 'end_time'>, now: number) =>
  t.validity_type === 1 ? now + t.fixed_term * DAY : t.end_time

/**
 * Issue one coupon of a definition to a member, inside the caller's transaction: the total issued
 * (count, lead_count) rises by one in ONE conditional update — only while the definition is on, not
 * ended and not all issued — then the member's coupon row. Null when none is left (nothing written).
 * The one issue path: receiving (after the per-member quota), the registration pack, and the coupons
 * a spend-threshold rule grants when an order completes (get_type 1 order, 2 received, 3 gift).
 */
export async function issueCoupon(trx: Database, couponTypeId: number, memberId: number, getType: number, now: number) {
  const t = await trx
    .updateTable('coupon_type')
    .set({ lead_count: sql`lead_count + 1` })
    .where('coupon_type_id', '=', couponTypeId)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .where((eb) => eb.or([eb('count', '=', 0), eb('lead_count', '<', eb.ref('count'))]))
    .returningAll()
    .executeTakeFirst()
  if (!t) return null
  const row = await trx
    .insertInto('member_coupon')
    .values({
      member_id: memberId, source: t.source, site_id: t.site_id, coupon_type_id: t.coupon_type_id, coupon_name: t.coupon_name,
      type: t.type, money: t.money, discount: t.discount, discount_limit: t.discount_limit, at_least: t.at_least,
      goods_type: t.goods_type, goods_ids: t.goods_ids, use_scenario: t.use_scenario, group_ids: t.group_ids,
      state: 1, fetch_time: now, end_time: couponEndTime(t, now), get_type: getType,
    })
    .returning('coupon_id')
    .executeTakeFirstOrThrow()
  return { coupon_id: row.coupon_id, coupon_name: t.coupon_name }
}

/**
 * Receive one coupon of a definition: the member's quota (max_fetch), then the total (count) with one
 * conditional update each, then the member's coupon row — one transaction, all or nothing.
 * `data.is_exist` says whether the member holds one of it afterwards, also on refusal (reference §7.5).
 */
export async function receiveCoupon(
  db: Database,
  memberId: number,
  q: { coupon_type_id: number; source: 1 | 2; site_id?: number; get_type?: number },
  now: number,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const t = await trx
        .selectFrom('coupon_type as t')
        .selectAll('t')
        .where('t.coupon_type_id', '=', q.coupon_type_id)
        .where('t.source', '=', q.source)
        .where('t.status', '=', 1)
        .where('t.is_show', '=', 1) // hidden definitions (the registration pack) are given, not received
        .executeTakeFirst()
      const shopClosed = t?.source === 1 && !(await trx.selectFrom('shop').select('site_id').where('site_id', '=', t.site_id).where('shop_status', '=', 1).executeTakeFirst())
      if (!t || shopClosed || (q.source === 1 && q.site_id !== undefined && q.site_id !== 0 && q.site_id !== t.site_id)) {
        throw errors.notFound(msg('优惠券不存在或已下架', 'This coupon does not exist or has been withdrawn'))
      }
      if (t.end_time > 0 && t.end_time <= now) throw couponError('COUPON_EXPIRED', '该优惠券已过期', 'This coupon has expired', -10072)
      await takeQuota(trx, 'coupon', t.coupon_type_id, memberId, 1, t.max_fetch, () =>
        couponError('COUPON_LIMIT', `该优惠券每人限领 ${t.max_fetch} 张，您已领取过`, `At most ${t.max_fetch} of this coupon per member: you have it already`, -10070),
      )
      const row = await issueCoupon(trx, t.coupon_type_id, memberId, q.get_type ?? 2, now)
      if (!row) throw couponError('COUPON_SOLD_OUT', '来迟了该优惠券已被领取完了', 'Too late: this coupon has all been taken', -10071)
      return { is_exist: 1, coupon_id: row.coupon_id }
    })
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === -1) throw err
    const holds = await db
      .selectFrom('member_coupon')
      .select('coupon_id')
      .where('member_id', '=', memberId)
      .where('coupon_type_id', '=', q.coupon_type_id)
      .where('state', '=', 1)
      .executeTakeFirst()
    throw new ApiError(err.errorKey, err.text, { code: err.code, data: { is_exist: holds ? 1 : 0 } })
  }
}

/**
 * The goods a coupon definition applies to, as goods-list filters (the coupon centre's "去使用",
 * reference §2.7: `coupon_type` on /shop_list, `platform_coupon_type` on /list): a shop coupon's
 * shop, or its listed goods; a platform coupon for shop groups: the shops of those groups. An
 * unknown id matches nothing (`goods_id_arr: [0]`).
 */
export async function couponScope(db: Database, q: { coupon_type?: number; platform_coupon_type?: number }) {
  const out: { site_id?: number; site_ids?: number[]; goods_id_arr?: number[] } = {}
  if (q.coupon_type) {
    const t = await db.selectFrom('coupon_type').select(['site_id', 'goods_type', 'goods_ids']).where('coupon_type_id', '=', q.coupon_type).where('source', '=', 1).executeTakeFirst()
    if (!t) return { goods_id_arr: [0] }
    out.site_id = t.site_id
    if (t.goods_type === 2) out.goods_id_arr = [0, ...t.goods_ids.split(',').filter(Boolean).map(Number)]
  }
  if (q.platform_coupon_type) {
    const t = await db.selectFrom('coupon_type').select(['use_scenario', 'group_ids']).where('coupon_type_id', '=', q.platform_coupon_type).where('source', '=', 2).executeTakeFirst()
    if (!t) return { goods_id_arr: [0] }
    if (t.use_scenario === 2) {
      const groups = t.group_ids.split(',').filter(Boolean).map(Number)
      const shops = groups.length ? await db.selectFrom('shop').select('site_id').where('group_id', 'in', groups).execute() : []
      out.site_ids = [0, ...shops.map((s) => s.site_id)]
    }
  }
  return out
}
