import { sql, type Insertable } from 'kysely'
import { systemClock, type Clock } from '../../clock.ts'
import type { Database, DbHandle } from '../index.ts'
import type { DB } from '../schema.gen.ts'
import { hashPassword } from '../../http/password.ts'
import { buildCatalog } from './catalog.ts'
import { buildMembers, reviewerNames } from './members.ts'
import { seedPromotions } from './promotions.ts'
import { BUYER_PAY_PASSWORD, seedCheckout } from './checkout.ts'
import { seedOrders } from './orders.ts'
import { seedChat } from './chat.ts'
import { createRng } from './random.ts'
import { buildSite } from './site.ts'
import { seedAccount } from './account.ts'

export interface DemoAccount {
  username: string
  password: string
  note: string
}
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'buyer', password: 'buyer123', note: 'member (银牌会员, mobile 13800138000, pay password 123456): orders in every status, addresses, coupons, balance, points' },
  { username: 'shopper', password: 'shopper123', note: 'member: a plain new account (no orders)' },
  { username: 'kefu1', password: 'kefu123', note: 'shop agent (servicer) of Bazaar 自营数码旗舰店 (site_id 1) for the chat; kefu2…kefu12 also' },
  { username: 'platform1', password: 'kefu123', note: 'platform agent (servicer, site_id 0) for the chat' },
]
/** password of the seeded reviewer members user001…user040 */
const MEMBER_PASSWORD = 'member123'

const pw = (username: string) => DEMO_ACCOUNTS.find((a) => a.username === username)!.password

// one constant: every fresh database gets the same demo data
const SEED = 20_260_101

/** Seed the deterministic demo data into an empty database. Returns true when it seeded. */
export async function seedIfEmpty(handle: DbHandle, clock: Clock = systemClock): Promise<boolean> {
  const existing = await handle.db.selectFrom('site_config').select('key').where('key', '=', 'website').executeTakeFirst()
  if (existing) return false
  await seed(handle.db, clock.now())
  return true
}

/** Build every row in memory, then write it in one transaction with multi-row inserts. */
/** `now` (epoch seconds) dates the demo data: orders, reviews and promotions sit around it */
export async function seed(db: Database, now: number): Promise<void> {
  // scrypt is slow by design: each distinct password once, in parallel
  const [buyer, shopper, member, servicer, payPassword] = await Promise.all(
    [pw('buyer'), pw('shopper'), MEMBER_PASSWORD, pw('kefu1'), BUYER_PAY_PASSWORD].map((p) => hashPassword(p)),
  )
  const rng = createRng(SEED)
  const reviewers = reviewerNames(rng)
  const catalog = buildCatalog(rng, now, reviewers)
  const site = buildSite(now, catalog)
  const members = buildMembers(rng, now, catalog, reviewers, { buyer: buyer!, shopper: shopper!, member: member!, servicer: servicer! })

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'site_config', site.site_config)
    await insertAll(trx, 'website', catalog.website)
    await insertAll(trx, 'member_level', members.member_level)
    await insertAll(trx, 'member', members.member)
    await insertAll(trx, 'shop', catalog.shop)
    await insertAll(trx, 'shop_goods_category', catalog.shop_goods_category)
    await insertAll(trx, 'goods_category', catalog.goods_category)
    await insertAll(trx, 'goods_brand', catalog.goods_brand)
    await insertAll(trx, 'goods_brand_category', catalog.goods_brand_category)
    await insertAll(trx, 'goods_attribute', catalog.goods_attribute)
    await insertAll(trx, 'goods_attribute_value', catalog.goods_attribute_value)
    await insertAll(trx, 'goods', catalog.goods)
    await insertAll(trx, 'goods_attr_value_map', catalog.goods_attr_value_map)
    await insertAll(trx, 'goods_sku', catalog.goods_sku)
    await insertAll(trx, 'goods_evaluate', catalog.goods_evaluate)
    await insertAll(trx, 'adv_position', site.adv_position)
    await insertAll(trx, 'adv', site.adv)
    await insertAll(trx, 'pc_nav', site.pc_nav)
    await insertAll(trx, 'friendly_link', site.friendly_link)
    await insertAll(trx, 'shop_service', site.shop_service)
    await insertAll(trx, 'help_class', site.help_class)
    await insertAll(trx, 'help', site.help)
    await insertAll(trx, 'notice', site.notice)
    await insertAll(trx, 'pc_floor', site.pc_floor)
    await insertAll(trx, 'servicer', members.servicer)
    await insertAll(trx, 'orders', members.orders)
    await insertAll(trx, 'order_goods', members.order_goods)
    await insertAll(trx, 'member_coupon', members.member_coupon)
    await insertAll(trx, 'shop_member', members.shop_member)
    await insertAll(trx, 'goods_collect', members.goods_collect)
    await insertAll(trx, 'goods_browse', members.goods_browse)
    // rows were written with explicit ids: move each serial past them
    const serials: Array<[keyof DB & string, string]> = [
      ['website', 'site_id'], ['member_level', 'level_id'], ['member', 'member_id'], ['shop', 'site_id'],
      ['shop_goods_category', 'category_id'], ['goods_category', 'category_id'], ['goods_brand', 'brand_id'],
      ['goods_attribute', 'attr_id'], ['goods_attribute_value', 'attr_value_id'], ['goods', 'goods_id'],
      ['goods_sku', 'sku_id'], ['goods_evaluate', 'evaluate_id'], ['adv', 'adv_id'], ['pc_nav', 'id'],
      ['friendly_link', 'id'], ['shop_service', 'id'], ['help_class', 'class_id'], ['help', 'id'], ['notice', 'id'],
      ['pc_floor', 'id'], ['servicer', 'servicer_id'], ['orders', 'order_id'], ['order_goods', 'order_goods_id'],
      ['member_coupon', 'coupon_id'], ['goods_collect', 'collect_id'], ['goods_browse', 'id'],
    ]
    await sql
      .raw(
        `select ${serials
          .map(([t, c]) => `setval(pg_get_serial_sequence('${t}', '${c}'), coalesce((select max(${c}) from ${t}), 0) + 1, false)`)
          .join(', ')}`,
      )
      .execute(trx)
    await seedPromotions(trx, now)
    await seedCheckout(trx, now, payPassword!)
    await seedOrders(trx, now)
    await seedChat(trx, now)
    await seedAccount(trx, now) // keep last: its opening rows make every member's totals equal their ledger rows
  })
}

/** multi-row inserts in batches (PostgreSQL allows 65535 bound parameters per statement) */
async function insertAll<T extends keyof DB & string>(db: Database, table: T, rows: Insertable<DB[T]>[]) {
  if (!rows.length) return
  const columns = Object.keys(rows[0]!).length
  const size = Math.max(1, Math.min(500, Math.floor(60_000 / columns)))
  for (let i = 0; i < rows.length; i += size) {
    // the row type is checked where the rows are built; Kysely cannot relate a generic table to its row here
    await db.insertInto(table).values(rows.slice(i, i + size) as never).execute()
  }
}
