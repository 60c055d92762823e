import { sql } from 'kysely'
import { REFUNDING_STATUSES } from '../order/status.ts'
import type { Database } from '../../db/index.ts'
import { errors } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { ORDER } from '../../../domain/order-rules.ts'

/** the member's own record with its level name; hashes only ever leave as 0/1 flags */
async function memberRow(db: Database, memberId: number) {
  const row = await db
    .selectFrom('member')
    .leftJoin('member_level', 'member_level.level_id', 'member.member_level')
    .select([
      'member.member_id',
      'member.username',
      'member.nickname',
      'member.mobile',
      'member.email',
      'member.status',
      'member.headimg',
      'member.member_level',
      'member_level.level_name',
      'member.sex',
      'member.location',
      'member.birthday',
      'member.point',
      'member.balance',
      'member.balance_money',
      'member.growth',
      'member.sign_days_series',
      'member.reg_time',
      'member.last_login_time',
      sql<boolean>`member.password_hash <> ''`.as('has_password'),
      sql<boolean>`member.pay_password_hash <> ''`.as('has_pay_password'),
    ])
    .where('member.member_id', '=', memberId)
    .executeTakeFirst()
  if (!row) throw errors.notFound()
  return row
}

/** /api/member/detail: the fields of the reference's member store (§2.1) */
export async function memberDetail(db: Database, memberId: number) {
  const m = await memberRow(db, memberId)
  return {
    member_id: m.member_id,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile ?? '',
    email: m.email,
    status: m.status,
    headimg: m.headimg,
    member_level: m.member_level,
    member_level_name: m.level_name ?? '',
    // member labels are not part of this platform: the contract's fields stay, empty
    member_label: 0,
    member_label_name: '',
    sex: m.sex,
    location: m.location,
    birthday: m.birthday,
    point: m.point,
    balance: yuan(m.balance),
    balance_money: yuan(m.balance_money),
    growth: m.growth,
    sign_days_series: m.sign_days_series,
    reg_time: m.reg_time,
    password: m.has_password ? 1 : 0,
    pay_password: m.has_pay_password ? 1 : 0,
  }
}

/** /api/member/info: the profile page's fields */
export async function memberInfo(db: Database, memberId: number) {
  const m = await memberRow(db, memberId)
  return {
    member_id: m.member_id,
    username: m.username,
    nickname: m.nickname,
    email: m.email,
    mobile: m.mobile ?? '',
    headimg: m.headimg,
    sex: m.sex,
    birthday: m.birthday,
    location: m.location,
    member_level: m.member_level,
    member_level_name: m.level_name ?? '',
    growth: m.growth,
    point: m.point,
    balance: yuan(m.balance),
    balance_money: yuan(m.balance_money),
    reg_time: m.reg_time,
    last_login_time: m.last_login_time,
    password: m.has_password ? 1 : 0,
    pay_password: m.has_pay_password ? 1 : 0,
  }
}

export const ORDER_COUNTERS = ['waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'refunding'] as const
export type OrderCounter = (typeof ORDER_COUNTERS)[number]


/** /api/order/num: one count per requested tab, from the caller's rows only */
export async function orderCounts(db: Database, memberId: number, wanted: readonly OrderCounter[]) {
  const result: Partial<Record<OrderCounter, number>> = {}
  const orderTabs = wanted.filter((w) => w !== 'refunding')
  if (orderTabs.length) {
    const row = await db
      .selectFrom('orders')
      .select([
        sql<number>`count(*) filter (where order_status = ${ORDER.unpaid})`.as('waitpay'),
        sql<number>`count(*) filter (where order_status = ${ORDER.toShip})`.as('waitsend'),
        sql<number>`count(*) filter (where order_status = ${ORDER.shipped})`.as('waitconfirm'),
        sql<number>`count(*) filter (where order_status in (4, 10) and is_evaluate = 1)`.as('waitrate'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
    for (const tab of orderTabs) result[tab] = Number(row[tab as Exclude<OrderCounter, 'refunding'>])
  }
  if (wanted.includes('refunding')) {
    const row = await db
      .selectFrom('order_goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('refund_status', 'in', REFUNDING_STATUSES)
      .executeTakeFirstOrThrow()
    result.refunding = Number(row.n)
  }
  return result
}

/** /api/member/couponnum: the member's coupons in a state (1 unused, 2 used, 3 expired) */
export async function couponCount(db: Database, memberId: number, state: number): Promise<number> {
  const row = await db
    .selectFrom('member_coupon')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** the levels by growth, each with what reaching it gives once (send_point, send_balance) */
export async function memberLevels(db: Database) {
  const rows = await db
    .selectFrom('member_level')
    .select(['level_id', 'level_name', 'growth', 'remark', 'send_point', 'send_balance'])
    .orderBy('growth')
    .orderBy('level_id')
    .execute()
  return rows.map((r) => ({ ...r, send_balance: yuan(r.send_balance) }))
}

export async function cartCount(db: Database, memberId: number | null): Promise<number> {
  if (memberId === null) return 0
  const row = await db
    .selectFrom('cart')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
