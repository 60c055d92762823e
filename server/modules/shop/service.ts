import { sql, type Expression, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { Clock } from '../../clock.ts'
import { errors, msg } from '../../http/envelope.ts'
import { cached } from '../../db/cache.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { indexedPage } from '../catalog/list-index.ts'
import { shopHeader } from '../catalog/detail-index.ts'

// Shops: the street, a shop's page and category tree, follows. A shop is public when it is open
// (shop_status 1) and certified (cert_id ≠ 0).

export const shopNotFound = () => errors.notFound(msg('店铺不存在或已关闭', 'This shop does not exist or is closed'))

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export interface ShopPageQuery {
  keyword?: string
  order?: '' | 'site_id' | 'shop_sales' | 'shop_desccredit'
  sort?: 'asc' | 'desc'
  /** city code: shops of that city rank first */
  web_city?: number
}

const STREET_FIELDS = sql`s.site_id, s.site_name, s.category_name, s.group_name, s.logo, s.avatar, s.banner,
  s.seo_description, s.shop_desccredit, s.shop_servicecredit, s.shop_deliverycredit, s.shop_sales, s.sub_num,
  s.is_own, s.longitude, s.latitude, s.telephone, s.address, s.full_address, s.city_id, s.website_id`

export async function shopPage(db: Database, q: ShopPageQuery, page: number, pageSize: number) {
  const conds: Array<Expression<SqlBool>> = [sql<SqlBool>`s.shop_status = 1`, sql<SqlBool>`s.cert_id <> 0`]
  if (q.keyword) conds.push(sql<SqlBool>`s.site_name ilike ${`%${escapeLike(q.keyword)}%`}`)
  const where = sql.join(conds, sql` and `)
  const dir = q.sort === 'asc' ? sql`asc` : sql`desc`
  const order =
    q.order === 'shop_sales'
      ? sql`s.shop_sales ${dir}, s.site_id asc`
      : q.order === 'shop_desccredit'
        ? sql`(s.shop_desccredit + s.shop_servicecredit + s.shop_deliverycredit) ${dir}, s.site_id asc`
        : sql`s.site_id asc`
  const cityFirst = q.web_city ? sql`(s.city_id = ${q.web_city}) desc,` : sql``
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from shop s where ${where}`.execute(db),
    sql<Record<string, unknown>>`select ${STREET_FIELDS} from shop s where ${where}
      order by ${cityFirst} ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db),
  ])
  return paged(
    count.rows[0]?.n ?? 0,
    pageSize,
    rows.rows.map((r) => ({ ...r, distance: 0 })),
  )
}

export async function shopInfo(db: Database, siteId: number) {
  // from memory when the live catalog snapshot runs (catalog/detail-index.ts), else read
  const shop = await shopHeader(db, siteId)
  if (!shop || shop.shop_status !== 1 || shop.cert_id === 0) throw shopNotFound()
  const { cert_id: _cert, ...row } = shop
  // the number of its listed goods: from the goods list index when it runs, else counted
  // (no price filter or price order: the time passed does not matter)
  const indexed = await indexedPage(db, { site_id: siteId }, null, 0, 0, 0)
  const goodsCount = indexed
    ? { n: indexed.count }
    : await db
      .selectFrom('goods_sku')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where('on_sale', '=', true)
      .where('is_default', '=', 1)
      .executeTakeFirst()
  const credits = [row.shop_desccredit, row.shop_servicecredit, row.shop_deliverycredit]
  return {
    ...row,
    shop_score: (Math.round((credits.reduce((a, b) => a + b, 0) / 3) * 10) / 10).toFixed(1),
    goods_num: Number(goodsCount?.n ?? 0),
    // contract fields shops on this platform do not set (opening days, a shop's own advert picture,
    // a free-shipping window): present and empty, so a client reading them finds the shape it expects
    work_week: '',
    shop_adv: '',
    shop_free_time: 0,
  }
}

export interface ShopCategoryNode {
  category_id: number
  category_name: string
  pid: number
  level: number
  sort: number
  child_list: ShopCategoryNode[]
}

/** the shop's own category tree (cached: see server/db/cache.ts) */
export function shopCategoryTree(db: Database, siteId: number) {
  return cached(db, 'shop_category', String(siteId), async () => {
    const rows = await db
      .selectFrom('shop_goods_category')
      .select(['category_id', 'category_name', 'pid', 'level', 'sort'])
      .where('site_id', '=', siteId)
      .orderBy('level')
      .orderBy('sort')
      .orderBy('category_id')
      .execute()
    const nodes = new Map<number, ShopCategoryNode>()
    const roots: ShopCategoryNode[] = []
    for (const r of rows) nodes.set(r.category_id, { ...r, child_list: [] })
    for (const n of nodes.values()) {
      const parent = n.pid ? nodes.get(n.pid) : undefined
      if (parent) parent.child_list.push(n)
      else roots.push(n)
    }
    return roots
  })
}

async function assertPublicShop(db: Database, siteId: number) {
  const row = await db
    .selectFrom('shop')
    .select('site_id')
    .where('site_id', '=', siteId)
    .where('shop_status', '=', 1)
    .executeTakeFirst()
  if (!row) throw shopNotFound()
}

export async function isSubscribed(db: Database, memberId: number, siteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shop_member')
    .select('site_id')
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return Boolean(row)
}

/** follow a shop; sub_num moves in the same transaction, only when the follow is new */
export async function subscribe(db: Database, memberId: number, siteId: number, clock: Clock): Promise<boolean> {
  await assertPublicShop(db, siteId)
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('shop_member')
      .values({ site_id: siteId, member_id: memberId, subscribe_time: clock.now() })
      .onConflict((oc) => oc.columns(['member_id', 'site_id']).doNothing())
      .returning('site_id')
      .executeTakeFirst()
    if (inserted) {
      await trx.updateTable('shop').set((eb) => ({ sub_num: eb('sub_num', '+', 1) })).where('site_id', '=', siteId).execute()
    }
  })
  return true
}

export async function unsubscribe(db: Database, memberId: number, siteId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('shop_member')
      .where('member_id', '=', memberId)
      .where('site_id', '=', siteId)
      .executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) return false
    await trx
      .updateTable('shop')
      .set({ sub_num: sql<number>`greatest(sub_num - 1, 0)` })
      .where('site_id', '=', siteId)
      .execute()
    return true
  })
}

export async function memberShopPage(db: Database, memberId: number, page: number, pageSize: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('shop_member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('shop_member as m')
      .innerJoin('shop as s', 's.site_id', 'm.site_id')
      .select([
        's.site_id', 's.site_name', 's.logo', 's.avatar', 's.shop_desccredit', 's.shop_servicecredit',
        's.shop_deliverycredit', 's.telephone', 's.is_own', 's.shop_sales', 's.sub_num', 's.shop_status',
        'm.subscribe_time',
      ])
      .where('m.member_id', '=', memberId)
      .orderBy('m.subscribe_time', 'desc')
      .orderBy('m.site_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(Number(count?.n ?? 0), pageSize, rows)
}
