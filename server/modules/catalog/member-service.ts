import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { Clock } from '../../clock.ts'
import { errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { onSaleSku } from './sku.ts'
import { beijingDay } from '../account/ledger.ts'

// Favourites (goods_collect) and footprint (goods_browse). Every member query carries the
// member id: another member's row reads as not found.

// --- favourites -----------------------------------------------------------------------------------

export async function isCollected(db: Database, memberId: number, goodsId: number): Promise<0 | 1> {
  const row = await db
    .selectFrom('goods_collect')
    .select('collect_id')
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst()
  return row ? 1 : 0
}

/** favourite the goods of an on-sale sku; returns the collect id (the existing one when repeated) */
export async function addCollect(db: Database, memberId: number, skuId: number, clock: Clock): Promise<number> {
  const sku = await onSaleSku(db, skuId)
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('goods_collect')
      .values({ member_id: memberId, goods_id: sku.goods_id, sku_id: sku.sku_id, site_id: sku.site_id, create_time: clock.now() })
      .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
      .returning('collect_id')
      .executeTakeFirst()
    if (!inserted) {
      const existing = await trx
        .selectFrom('goods_collect')
        .select('collect_id')
        .where('member_id', '=', memberId)
        .where('goods_id', '=', sku.goods_id)
        .executeTakeFirstOrThrow()
      return existing.collect_id
    }
    await trx
      .updateTable('goods_sku')
      .set((eb) => ({ collect_num: eb('collect_num', '+', 1) }))
      .where('goods_id', '=', sku.goods_id)
      .execute()
    return inserted.collect_id
  })
}

/** un-favourite; returns 1 when a favourite was removed, 0 when there was none */
export async function deleteCollect(db: Database, memberId: number, goodsId: number): Promise<0 | 1> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('goods_collect')
      .where('member_id', '=', memberId)
      .where('goods_id', '=', goodsId)
      .executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) return 0
    await trx
      .updateTable('goods_sku')
      .set({ collect_num: sql<number>`greatest(collect_num - 1, 0)` })
      .where('goods_id', '=', goodsId)
      .execute()
    return 1
  })
}

export async function collectPage(db: Database, memberId: number, page: number, pageSize: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('goods_collect')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('goods_collect as c')
      .innerJoin('goods_sku as gs', 'gs.sku_id', 'c.sku_id')
      .innerJoin('goods as g', 'g.goods_id', 'c.goods_id')
      .select([
        'c.collect_id', 'c.goods_id', 'c.sku_id', 'c.site_id', 'c.create_time', 'gs.sku_name', 'gs.price',
        'gs.discount_price', 'gs.sku_image', 'gs.stock', 'gs.on_sale', 'g.goods_name', 'g.goods_image',
      ])
      .where('c.member_id', '=', memberId)
      .orderBy('c.create_time', 'desc')
      .orderBy('c.collect_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(
    Number(count?.n ?? 0),
    pageSize,
    rows.map((r) => ({
      collect_id: r.collect_id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      site_id: r.site_id,
      sku_name: r.sku_name,
      goods_name: r.goods_name,
      sku_price: yuan(r.discount_price),
      price: yuan(r.price),
      discount_price: yuan(r.discount_price),
      sku_image: r.sku_image,
      goods_image: r.goods_image,
      stock: r.stock,
      /** 1 = still on sale; the member keeps favourites of goods taken off sale */
      goods_state: r.on_sale ? 1 : 0,
      create_time: r.create_time,
    })),
  )
}

// --- footprint ------------------------------------------------------------------------------------

/** the most footprints kept per member: older ones are dropped when a new one is written */
const FOOTPRINT_KEEP = 300

export async function addBrowse(db: Database, memberId: number, skuId: number, clock: Clock): Promise<number> {
  const sku = await onSaleSku(db, skuId)
  return db.transaction().execute(async (trx) => {
    const t = clock.now()
    const row = await trx
      .insertInto('goods_browse')
      .values({
        member_id: memberId,
        sku_id: sku.sku_id,
        goods_id: sku.goods_id,
        site_id: sku.site_id,
        category_id: sku.category_id_3 || sku.category_id_2 || sku.category_id_1,
        browse_time: t,
      })
      .onConflict((oc) => oc.columns(['member_id', 'sku_id']).doUpdateSet({ browse_time: t }))
      .returning('id')
      .executeTakeFirstOrThrow()
    await sql`delete from goods_browse where member_id = ${memberId} and id in (
      select id from goods_browse where member_id = ${memberId}
      order by browse_time desc, id desc offset ${FOOTPRINT_KEEP})`.execute(trx)
    return row.id
  })
}

export async function browsePage(db: Database, memberId: number, page: number, pageSize: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('goods_browse')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('goods_browse as b')
      .innerJoin('goods_sku as gs', 'gs.sku_id', 'b.sku_id')
      .innerJoin('goods as g', 'g.goods_id', 'b.goods_id')
      .select([
        'b.id', 'b.browse_time', 'b.sku_id', 'b.goods_id', 'b.site_id', 'gs.sku_image', 'gs.discount_price', 'gs.price',
        'gs.sku_name', 'gs.on_sale', 'g.goods_name', 'g.goods_image',
      ])
      .where('b.member_id', '=', memberId)
      .orderBy('b.browse_time', 'desc')
      .orderBy('b.id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(
    Number(count?.n ?? 0),
    pageSize,
    rows.map((r) => ({
      id: r.id,
      browse_time: r.browse_time,
      // the day the page groups by (Beijing time, as /api/goodsbrowse/deleteday deletes)
      browse_day: beijingDay(r.browse_time),
      sku_id: r.sku_id,
      goods_id: r.goods_id,
      site_id: r.site_id,
      sku_image: r.sku_image,
      sku_name: r.sku_name,
      discount_price: yuan(r.discount_price),
      price: yuan(r.price),
      goods_name: r.goods_name,
      goods_image: r.goods_image,
      goods_state: r.on_sale ? 1 : 0,
    })),
  )
}

/** delete own footprints by id; ids of other members' rows read as not found */
export async function deleteBrowse(db: Database, memberId: number, ids: number[]): Promise<number> {
  const res = await db
    .deleteFrom('goods_browse')
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .executeTakeFirst()
  const n = Number(res.numDeletedRows)
  if (n === 0) throw errors.notFound(msg('足迹不存在', 'This footprint does not exist'))
  return n
}
