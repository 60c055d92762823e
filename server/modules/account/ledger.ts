import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg, type Msg } from '../../http/envelope.ts'

// The member account ledger (reference §6.4/§6.5): the two balance buckets, points and growth move
// ONLY through moveAccount — one conditional update of the member's column (never below zero) and
// one member_account_ledger row with the reason (from_type) and what caused it (related_id: an order
// no, refund no, recharge order no, withdraw no, sign-in day…), in the same transaction. So a
// member's column always equals the sum of their rows of that type (checked by the property test).

export const ACCOUNT_TYPES = ['balance', 'balance_money', 'point', 'growth'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** the reasons, with the name the ledger shows (来源) */
export const FROM_TYPES = {
  order: msg('订单消费', 'Order payment'),
  order_close: msg('订单关闭退回', 'Closed order returned'),
  order_reward: msg('订单奖励', 'Order reward'),
  refund: msg('订单退款', 'Order refund'),
  order_refund: msg('订单退款', 'Order refund'),
  recharge: msg('会员充值', 'Top-up'),
  withdraw: msg('余额提现', 'Withdrawal'),
  withdraw_refuse: msg('提现退回', 'Withdrawal refused, returned'),
  signin: msg('签到', 'Daily sign-in'),
  level_up: msg('升级礼包', 'Level-up gift'),
  adjust: msg('平台调整', 'Adjustment'),
  award: msg('活动奖励', 'Activity award'),
  register: msg('注册', 'Registration'),
  opening: msg('期初余额', 'Opening balance'),
} as const satisfies Record<string, Msg>
export type FromType = keyof typeof FROM_TYPES | (string & {})

export interface AccountMove {
  member_id: number
  account_type: AccountType
  /** signed: fen for the balance buckets, units for points and growth */
  amount: number
  from_type: FromType
  /** what caused it: order_no, refund no, recharge order_no, withdraw_no, sign-in day… */
  related_id: string
  remark: string
  now: number
  /** defaults to the Chinese name of from_type */
  type_name?: string
}

const COLUMN: Record<AccountType, 'balance' | 'balance_money' | 'point' | 'growth'> = {
  balance: 'balance',
  balance_money: 'balance_money',
  point: 'point',
  growth: 'growth',
}

type Db = Kysely<DB> | Transaction<DB>

const inTransaction = <T>(db: Db, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db as Transaction<DB>) : db.transaction().execute(fn)

/**
 * Move one account of a member by `amount` and write its ledger row, in one transaction (the
 * caller's when given one). Returns the new total, or null when the move would take it below zero
 * (nothing written then). A zero amount writes nothing and returns the current total.
 */
export async function moveAccount(db: Db, m: AccountMove): Promise<number | null> {
  if (!Number.isSafeInteger(m.amount)) throw new Error(`moveAccount: amount ${m.amount} is not an integer`)
  const column = COLUMN[m.account_type]
  return inTransaction(db, async (trx) => {
    if (m.amount === 0) {
      const row = await trx.selectFrom('member').select(column).where('member_id', '=', m.member_id).executeTakeFirst()
      return row ? Number(row[column]) : null
    }
    const updated = await trx
      .updateTable('member')
      .set({ [column]: sql`${sql.ref(column)} + ${m.amount}` })
      .where('member_id', '=', m.member_id)
      .where(sql.ref(column), '>=', -m.amount)
      .returning(column)
      .executeTakeFirst()
    if (!updated) return null
    await trx
      .insertInto('member_account_ledger')
      .values({
        member_id: m.member_id,
        account_type: m.account_type,
        account_data: m.amount,
        from_type: m.from_type,
        type_name: m.type_name ?? (FROM_TYPES as Record<string, Msg>)[m.from_type]?.zh ?? m.from_type,
        related_id: m.related_id.slice(0, 64),
        remark: m.remark.slice(0, 200),
        create_time: m.now,
      })
      .execute()
    if (m.account_type === 'growth' && m.amount > 0) await levelUp(trx, m.member_id, m.now)
    return Number(updated[column])
  })
}

export const notEnough = (account: AccountType) =>
  account === 'point'
    ? new ApiError('POINT_NOT_ENOUGH', msg('积分不足', 'Not enough points'), { code: -10070 })
    : new ApiError('BALANCE_NOT_ENOUGH', msg('余额不足', 'Not enough balance'), { code: -10071 })

/** moveAccount that throws (rolling the caller's transaction back) instead of going below zero */
export async function moveAccountOrFail(db: Db, m: AccountMove, error: ApiError = notEnough(m.account_type)): Promise<number> {
  const total = await moveAccount(db, m)
  if (total === null) throw error
  return total
}

/**
 * After growth rose: the member moves up to the highest level their growth reaches, and gets the
 * gift of every level crossed (points, non-withdrawable balance) once — the level only moves up, in
 * a conditional update, so a replay or a race grants nothing twice.
 */
async function levelUp(trx: Transaction<DB>, memberId: number, now: number) {
  const member = await trx
    .selectFrom('member')
    .innerJoin('member_level', 'member_level.level_id', 'member.member_level')
    .select(['member.growth', 'member.member_level', 'member_level.growth as level_growth'])
    .where('member.member_id', '=', memberId)
    .executeTakeFirst()
  if (!member) return
  const crossed = await trx
    .selectFrom('member_level')
    .select(['level_id', 'level_name', 'growth', 'send_point', 'send_balance'])
    .where('growth', '>', member.level_growth)
    .where('growth', '<=', member.growth)
    .orderBy('growth')
    .orderBy('level_id')
    .execute()
  const target = crossed.at(-1)
  if (!target) return
  const moved = await trx
    .updateTable('member')
    .set({ member_level: target.level_id })
    .where('member_id', '=', memberId)
    .where('member_level', '=', member.member_level)
    .executeTakeFirst()
  if (Number(moved.numUpdatedRows) !== 1) return
  for (const level of crossed) {
    const gift = { member_id: memberId, from_type: 'level_up', related_id: `level:${level.level_id}`, remark: `升级为${level.level_name}`, now }
    if (level.send_point > 0) await moveAccount(trx, { ...gift, account_type: 'point', amount: level.send_point })
    if (level.send_balance > 0) await moveAccount(trx, { ...gift, account_type: 'balance', amount: level.send_balance })
  }
}

/** 'YYYY-MM-DD' of an epoch second in Beijing time (the marketplace's calendar day) */
export function beijingDay(epoch: number): string {
  return new Date(epoch * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD HH:MM:SS' of an epoch second in Beijing time (how the contract prints a date and time) */
export function beijingDateTime(epoch: number): string {
  return new Date(epoch * 1000 + 8 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19)
}

/** the epoch second a Beijing day starts */
export function beijingDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`) / 1000
}
