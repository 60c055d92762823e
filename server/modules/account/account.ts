import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { errors, msg, type Lang } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { FROM_TYPES, type AccountType } from './ledger.ts'

// /api/memberaccount/info and /page (reference §6.4, §6.5): the member's totals and their ledger.
// account_type 'balance' covers both buckets (不可提现 balance + 可提现 balance_money).

export const ACCOUNT_QUERIES = ['point', 'balance', 'balance,balance_money', 'balance_money', 'growth'] as const
export type AccountQuery = (typeof ACCOUNT_QUERIES)[number]

const typesOf = (q: AccountQuery): AccountType[] =>
  q === 'balance' || q === 'balance,balance_money' ? ['balance', 'balance_money'] : [q]

export async function accountInfo(db: Database, memberId: number, q: AccountQuery) {
  const m = await db
    .selectFrom('member')
    .select(['point', 'balance', 'balance_money', 'growth'])
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  if (!m) throw errors.notFound()
  switch (q) {
    case 'point':
      return { point: m.point }
    case 'growth':
      return { growth: m.growth }
    case 'balance_money':
      return { balance_money: yuan(m.balance_money) }
    default:
      return { balance: yuan(m.balance), balance_money: yuan(m.balance_money), total: yuan(m.balance + m.balance_money) }
  }
}

const BUCKET_NAMES: Record<AccountType, { zh: string; en: string }> = {
  balance: msg('不可提现余额', 'Non-withdrawable'),
  balance_money: msg('可提现余额', 'Withdrawable'),
  point: msg('积分', 'Points'),
  growth: msg('成长值', 'Growth'),
}

export async function accountPage(
  db: Database,
  memberId: number,
  q: AccountQuery,
  filter: { from_type?: string; page: number; page_size: number },
  lang: Lang,
) {
  let base = db.selectFrom('member_account_ledger').where('member_id', '=', memberId).where('account_type', 'in', typesOf(q))
  if (filter.from_type) base = base.where('from_type', '=', filter.from_type)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'account_type', 'account_data', 'from_type', 'type_name', 'related_id', 'remark', 'create_time'])
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.page_size)
      .offset(pageOffset(filter.page, filter.page_size))
      .execute(),
  ])
  const list = rows.map((r) => {
    const type = r.account_type as AccountType
    const money = type === 'balance' || type === 'balance_money'
    const known = (FROM_TYPES as Record<string, { zh: string; en: string }>)[r.from_type]
    return {
      id: r.id,
      account_type: type,
      account_type_name: BUCKET_NAMES[type]?.[lang] ?? type,
      // fen → '12.50' for money; points and growth are whole numbers
      account_data: money ? yuan(r.account_data) : r.account_data,
      from_type: r.from_type,
      type_name: lang === 'en' && known ? known.en : r.type_name,
      related_id: r.related_id,
      remark: r.remark,
      create_time: r.create_time,
    }
  })
  return paged(Number(count.n), filter.page_size, list)
}
