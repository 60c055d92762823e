import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { accountConfig, type SigninConfig } from './config.ts'
import { beijingDay, beijingDayStart, moveAccountOrFail } from './ledger.ts'

// Daily sign-in (reference §6.5; the PC page was a stub). One per member per Beijing calendar day:
// the unique key (member_id, sign_day) decides, so of parallel calls exactly one inserts and the
// others find the day taken. The streak continues from yesterday's sign-in or restarts at 1; the
// rewards (config account_signin) go through the ledger in the same transaction.

export const signedIn = () => new ApiError('SIGNED_IN', msg('今天已经签到过了，明天再来吧', 'You have already signed in today: come back tomorrow'), { code: -10090 })
const closed = () => new ApiError('SIGNIN_CLOSED', msg('签到活动未开启', 'Sign-in is not open'), { code: -10091 })

/** the reward of the n-th day of a streak */
export function signinReward(config: SigninConfig, series: number): { point: number; growth: number } {
  const cycle = Math.max(1, config.cycle || 1)
  const dayOfCycle = ((series - 1) % cycle) + 1
  const bonus = config.continuous.filter((c) => c.day === dayOfCycle)
  return {
    point: config.point + bonus.reduce((a, c) => a + c.point, 0),
    growth: config.growth + bonus.reduce((a, c) => a + c.growth, 0),
  }
}

async function lastTwo(db: Database, memberId: number, now: number) {
  const today = beijingDay(now)
  const yesterday = beijingDay(now - 86_400)
  const rows = await db
    .selectFrom('member_signin')
    .select(['sign_day', 'days_series'])
    .where('member_id', '=', memberId)
    .where('sign_day', 'in', [today, yesterday])
    .execute()
  return { today, yesterday: rows.find((r) => r.sign_day === yesterday), signedToday: rows.find((r) => r.sign_day === today) }
}

export async function isSigned(db: Database, memberId: number, clock: Clock): Promise<0 | 1> {
  return (await lastTwo(db, memberId, clock.now())).signedToday ? 1 : 0
}

/** the streak as it stands: today's, else yesterday's (still alive), else 0 (a day was missed) */
export async function currentStreak(db: Database, memberId: number, clock: Clock): Promise<number> {
  const { yesterday, signedToday } = await lastTwo(db, memberId, clock.now())
  return signedToday?.days_series ?? yesterday?.days_series ?? 0
}

export async function signStatus(db: Database, memberId: number, clock: Clock) {
  const now = clock.now()
  const config = await accountConfig(db, 'account_signin')
  const { today, yesterday, signedToday } = await lastTwo(db, memberId, now)
  const series = signedToday?.days_series ?? yesterday?.days_series ?? 0
  // today's sign-in continues yesterday's streak; when today is done, tomorrow's continues today's
  const next = signinReward(config, series + 1)
  return {
    is_use: config.is_use,
    is_sign: signedToday ? 1 : 0,
    days_series: series,
    today,
    /** what the next sign-in (today's, or tomorrow's when today is done) gives */
    next_point: next.point,
    next_growth: next.growth,
  }
}

export async function signIn(db: Database, memberId: number, clock: Clock) {
  const now = clock.now()
  const config = await accountConfig(db, 'account_signin')
  if (!config.is_use) throw closed()
  const today = beijingDay(now)
  return db.transaction().execute(async (trx) => {
    const yesterday = await trx
      .selectFrom('member_signin')
      .select('days_series')
      .where('member_id', '=', memberId)
      .where('sign_day', '=', beijingDay(now - 86_400))
      .executeTakeFirst()
    const series = (yesterday?.days_series ?? 0) + 1
    const reward = signinReward(config, series)
    const inserted = await trx
      .insertInto('member_signin')
      .values({ member_id: memberId, sign_day: today, days_series: series, point: reward.point, growth: reward.growth, create_time: now })
      .onConflict((oc) => oc.columns(['member_id', 'sign_day']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) throw signedIn()
    const remark = `连续签到第 ${series} 天`
    const move = { member_id: memberId, from_type: 'signin', related_id: today, remark, now }
    if (reward.point > 0) await moveAccountOrFail(trx, { ...move, account_type: 'point', amount: reward.point })
    if (reward.growth > 0) await moveAccountOrFail(trx, { ...move, account_type: 'growth', amount: reward.growth })
    await trx.updateTable('member').set({ sign_days_series: series }).where('member_id', '=', memberId).execute()
    return { point: reward.point, growth: reward.growth, days_series: series, sign_day: today }
  })
}

/** the signed days of a month ('YYYY-MM', Beijing time) for the calendar */
export async function signinMonth(db: Database, memberId: number, month: string) {
  const start = beijingDay(beijingDayStart(`${month}-01`))
  if (!start.startsWith(month)) throw new ApiError('PARAMETER_ERROR', msg('参数错误：月份不正确', 'Invalid parameter: month is not a month'))
  const rows = await db
    .selectFrom('member_signin')
    .select(['sign_day', 'days_series', 'point', 'growth', 'create_time'])
    .where('member_id', '=', memberId)
    .where('sign_day', '>=', `${month}-01`)
    .where('sign_day', '<=', `${month}-31`)
    .orderBy('sign_day')
    .execute()
  return { month, list: rows }
}
