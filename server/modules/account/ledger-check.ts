import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'

/**
 * The ledger's invariant, as a query (tests, and `npm run ops -- account:check`): the members whose
 * column differs from the sum of their ledger rows of that account, or is negative. Empty = sound.
 */
export async function ledgerMismatches(db: Database, memberIds?: number[]) {
  const only = memberIds ? sql`and m.member_id = any(${memberIds}::int[])` : sql``
  const onlyRows = memberIds ? sql`where member_id = any(${memberIds}::int[])` : sql``
  const { rows } = await sql<{ member_id: number; account_type: string; total: number; rows: number }>`
    select m.member_id, a.account_type,
      case a.account_type when 'balance' then m.balance when 'balance_money' then m.balance_money
        when 'point' then m.point else m.growth end as total,
      coalesce(l.total, 0) as rows
    from member m
    cross join (values ('balance'), ('balance_money'), ('point'), ('growth')) a(account_type)
    left join (select member_id, account_type, sum(account_data)::int total from member_account_ledger ${onlyRows} group by 1, 2) l
      on l.member_id = m.member_id and l.account_type = a.account_type
    where (coalesce(l.total, 0) <> case a.account_type when 'balance' then m.balance when 'balance_money' then m.balance_money
      when 'point' then m.point else m.growth end
      or least(m.balance, m.balance_money, m.point, m.growth) < 0) ${only}
    order by 1, 2`.execute(db)
  return rows
}
