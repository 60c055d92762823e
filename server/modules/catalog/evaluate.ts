import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'

// Reviews of a goods: audited ones only, newest first; anonymous reviewers' names are masked.

/** 张三丰 → 张***丰, a → a***: anonymous reviews never show the name */
export function maskName(name: string): string {
  const chars = [...name]
  if (chars.length === 0) return '***'
  if (chars.length === 1) return `${chars[0]}***`
  return `${chars[0]}***${chars[chars.length - 1]}`
}

export async function evaluatePage(db: Database, goodsId: number, page: number, pageSize: number, explainType?: number) {
  let base = db.selectFrom('goods_evaluate').where('goods_id', '=', goodsId).where('is_audit', '=', 1)
  if (explainType) base = base.where('explain_type', '=', explainType)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select([
        'evaluate_id', 'goods_id', 'sku_id', 'site_id', 'member_name', 'member_headimg', 'is_anonymous', 'explain_type', 'scores',
        'content', 'images', 'sku_name', 'explain_first', 'again_content', 'again_images', 'again_explain', 'again_time',
        'create_time',
      ])
      .orderBy('create_time', 'desc')
      .orderBy('evaluate_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(
    Number(count?.n ?? 0),
    pageSize,
    rows.map((r) => ({
      ...r,
      member_name: r.is_anonymous === 1 ? maskName(r.member_name) : r.member_name,
      member_headimg: r.is_anonymous === 1 ? '' : r.member_headimg,
    })),
  )
}
