import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { couponDiscount, yuan } from '../../http/money.ts'

// My coupons (reference §7.5): shop coupons (source 1) and platform coupons (source 2) of the
// member, by state 1 unused / 2 used / 3 expired. An unused coupon whose end time has passed counts
// as expired already, before anything marks it so. promo-server owns the coupon definitions and may
// add columns to member_coupon; this list only reads it.

export type CouponSource = 1 | 2
export type CouponState = 1 | 2 | 3

/** the state condition, with "unused but past its end" as expired */
export function couponStateCondition(state: CouponState, now: number) {
  switch (state) {
    case 1:
      return sql<SqlBool>`c.state = 1 and (c.end_time = 0 or c.end_time > ${now})`
    case 2:
      return sql<SqlBool>`c.state = 2`
    default:
      return sql<SqlBool>`(c.state = 3 or (c.state = 1 and c.end_time > 0 and c.end_time <= ${now}))`
  }
}

export async function memberCouponPage(db: Database, memberId: number, source: CouponSource, state: CouponState, page: number, pageSize: number, now: number) {
  const where = couponStateCondition(state, now)
  const base = db.selectFrom('member_coupon as c').where('c.member_id', '=', memberId).where('c.source', '=', source).where(where)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('shop as s', 's.site_id', 'c.site_id')
      .leftJoin('orders as o', (j) => j.onRef('o.order_id', '=', 'c.use_order_id').onRef('o.member_id', '=', 'c.member_id'))
      .innerJoin('member as m', 'm.member_id', 'c.member_id')
      .select([
        'c.coupon_id', 'c.coupon_type_id', 'c.coupon_name', 'c.type', 'c.site_id', 'c.member_id', 'c.money', 'c.discount',
        'c.discount_limit', 'c.at_least', 'c.state', 'c.fetch_time', 'c.use_time', 'c.end_time', 'c.use_order_id', 'c.goods_type',
        'c.use_scenario', 's.site_name', 'o.order_no', 'm.username',
      ])
      // unused: what ends soonest first; used / expired: the latest first
      .orderBy(state === 1 ? sql`case when c.end_time = 0 then 1 else 0 end, c.end_time` : sql`c.coupon_id desc`)
      .orderBy('c.coupon_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  const list = rows.map((r) => {
    const common = {
      coupon_id: r.coupon_id,
      coupon_type_id: r.coupon_type_id,
      coupon_name: r.coupon_name,
      // the reference's coupon_code: a printable code of the member's coupon
      coupon_code: `C${String(r.coupon_id).padStart(8, '0')}`,
      member_id: r.member_id,
      username: r.username,
      type: r.type,
      money: yuan(r.money),
      discount: couponDiscount(r),
      discount_limit: yuan(r.discount_limit),
      at_least: yuan(r.at_least),
      state,
      state_name: state === 1 ? '未使用' : state === 2 ? '已使用' : '已过期',
      get_type: 2,
      fetch_time: r.fetch_time,
      use_time: r.use_time,
      end_time: r.end_time,
      use_order_id: r.use_order_id,
      order_no: r.order_no ?? '',
    }
    return source === 1
      ? { ...common, site_id: r.site_id, site_name: r.site_name ?? '', goods_type: r.goods_type }
      : { ...common, platformcoupon_id: r.coupon_id, platformcoupon_type_id: r.coupon_type_id, platformcoupon_name: r.coupon_name, use_scenario: r.use_scenario }
  })
  return paged(Number(count.n), pageSize, list)
}

/** the member centre's coupon count, with the same state rule as the list */
export async function memberCouponCount(db: Database, memberId: number, state: CouponState, now: number): Promise<number> {
  const row = await db
    .selectFrom('member_coupon as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.member_id', '=', memberId)
    .where(couponStateCondition(state, now))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
