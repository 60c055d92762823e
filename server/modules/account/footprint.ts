import type { Database } from '../../db/index.ts'
import { errors, msg } from '../../http/envelope.ts'
import { beijingDayStart } from './ledger.ts'

// Footprint days (reference §6.6: the page groups rows by day). /api/goodsbrowse/page gives each
// row its browse_day ('YYYY-MM-DD', Beijing time); deleting a day removes the member's rows of it.

export async function deleteBrowseDay(db: Database, memberId: number, day: string): Promise<number> {
  const start = beijingDayStart(day)
  if (!Number.isFinite(start)) throw errors.param(msg('参数错误：日期不正确', 'Invalid parameter: day is not a date'))
  const res = await db
    .deleteFrom('goods_browse')
    .where('member_id', '=', memberId)
    .where('browse_time', '>=', start)
    .where('browse_time', '<', start + 86_400)
    .executeTakeFirst()
  const n = Number(res.numDeletedRows)
  if (n === 0) throw errors.notFound(msg('该日没有足迹', 'No footprints on that day'))
  return n
}
