import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, snapshotBlob, type TestApp } from '../../test/harness.ts'
import { verifyPassword } from '../../http/password.ts'
import { migrate, openDatabase, type Database } from '../index.ts'
import { getConfig, type SiteConfigKey } from '../site-config.ts'
import { testClock } from '../../clock.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './index.ts'

let t: TestApp
let db: Database
beforeAll(async () => {
  t = await createTestApp()
  db = t.handle.db
})
afterAll(() => t.close())

const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n)

describe('seeded amounts', () => {
  it('meets the minimum amounts', async () => {
    expect(await count('select count(*) as n from shop')).toBeGreaterThanOrEqual(20)
    expect(await count('select count(*) as n from shop where is_own = 1')).toBeGreaterThanOrEqual(3)
    expect(await count('select count(*) as n from goods_category')).toBeGreaterThanOrEqual(100)
    for (const level of [1, 2, 3]) expect(await count(`select count(*) as n from goods_category where level = ${level}`)).toBeGreaterThan(0)
    expect(await count('select count(*) as n from goods_category where level = 1')).toBe(10)
    expect(await count('select count(*) as n from goods_brand')).toBeGreaterThanOrEqual(40)
    expect(await count('select count(*) as n from goods_sku')).toBeGreaterThanOrEqual(2000)
    expect(await count('select count(*) as n from goods_attribute_value')).toBeGreaterThan(0)
    expect(await count('select count(*) as n from goods_evaluate')).toBeGreaterThan(100)
    expect(await count('select count(*) as n from shop_service')).toBeGreaterThanOrEqual(4)
    expect(await count('select count(*) as n from help_class')).toBeGreaterThanOrEqual(4)
    expect(await count('select min(c) as n from (select count(*) as c from help group by class_id) x')).toBeGreaterThanOrEqual(4)
    expect(await count('select count(*) as n from notice')).toBeGreaterThanOrEqual(10)
    expect(await count('select count(*) as n from member_level')).toBe(5)
    expect(await count('select count(*) as n from website')).toBeGreaterThanOrEqual(6)
    expect(await count('select count(*) as n from shop where website_id > 0')).toBeGreaterThan(0)
    expect(await count("select count(distinct block_name) as n from pc_floor where state = 1")).toBe(3)
  })
  it('has sold-out, off-sale and discounted skus, and varied spec counts', async () => {
    expect(await count('select count(*) as n from goods_sku where stock = 0')).toBeGreaterThan(0)
    expect(await count('select count(*) as n from goods_sku where not on_sale')).toBeGreaterThan(0)
    expect(await count('select count(*) as n from goods where goods_state = 0')).toBeGreaterThan(0)
    expect(await count('select count(*) as n from goods where verify_state = 0')).toBeGreaterThan(0)
    const now = Math.floor(Date.now() / 1000)
    expect(
      await count(`select count(*) as n from goods_sku where promotion_type = 1 and discount_price < price and start_time <= ${now} and end_time > ${now}`),
    ).toBeGreaterThan(20)
    const perGoods = await sql<{ c: number }>`select count(*) as c from goods_sku group by goods_id`.execute(db)
    const sizes = new Set(perGoods.rows.map((r) => Number(r.c)))
    expect([...sizes].sort()).toEqual([1, 2, 3, 4])
  })
  it('writes every site_config key with the expected values', async () => {
    const keys: SiteConfigKey[] = ['website', 'copyright', 'default_img', 'captcha', 'register', 'category_config', 'search_words', 'float_layer', 'addons', 'servicer']
    for (const key of keys) expect(await getConfig(db, key)).toBeTruthy()
    expect((await getConfig(db, 'website')).web_status).toBe(1)
    expect((await getConfig(db, 'copyright')).icp.split('|')).toHaveLength(5)
    const register = await getConfig(db, 'register')
    expect(register).toMatchObject({ is_enable: 1, dynamic_code_login: 0, pwd_len: 6, pwd_complexity: 'number,letter' })
    expect(register.agreement_content.split('<p>').length).toBeGreaterThan(5)
    expect((await getConfig(db, 'captcha')).enabled).toBe(true)
    expect((await getConfig(db, 'search_words')).hot).toContain('，')
  })
  it('returns false when the data is already there', async () => {
    expect(await seedIfEmpty(t.handle)).toBe(false)
  })
})

describe('referential consistency', () => {
  it('every sku points at its goods, shop and categories, with the goods columns copied', async () => {
    expect(
      await count(`select count(*) as n from goods_sku s left join goods g on g.goods_id = s.goods_id
        where g.goods_id is null or g.site_id <> s.site_id or g.website_id <> s.website_id or g.brand_id <> s.brand_id
          or g.category_id_1 <> s.category_id_1 or g.category_id_2 <> s.category_id_2 or g.category_id_3 <> s.category_id_3
          or g.is_free_shipping <> s.is_free_shipping or g.is_own <> s.is_own or g.is_virtual <> s.is_virtual
          or g.shop_category_id <> s.shop_category_id
          or s.on_sale <> (g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0)`),
    ).toBe(0)
    expect(await count('select count(*) as n from goods_sku s left join shop p on p.site_id = s.site_id where p.site_id is null')).toBe(0)
    // category_id_1..3 form one path of the tree
    expect(
      await count(`select count(*) as n from goods g
        left join goods_category c3 on c3.category_id = g.category_id_3 and c3.level = 3
        left join goods_category c2 on c2.category_id = g.category_id_2 and c2.level = 2
        left join goods_category c1 on c1.category_id = g.category_id_1 and c1.level = 1
        where c3.category_id is null or c2.category_id is null or c1.category_id is null
          or c3.pid <> c2.category_id or c2.pid <> c1.category_id or g.category_id <> g.category_id_3`),
    ).toBe(0)
    expect(
      await count(`select count(*) as n from goods_category c where level > 1 and not exists
        (select 1 from goods_category p where p.category_id = c.pid and p.level = c.level - 1)`),
    ).toBe(0)
    expect(await count("select count(*) as n from goods_category where level = 3 and category_full_name not like '%/%/%'")).toBe(0)
    // the goods' brand exists, and its shop category belongs to its shop
    expect(await count('select count(*) as n from goods g left join goods_brand b on b.brand_id = g.brand_id where b.brand_id is null')).toBe(0)
    expect(
      await count('select count(*) as n from goods g left join shop_goods_category c on c.category_id = g.shop_category_id where c.site_id is distinct from g.site_id'),
    ).toBe(0)
    expect(await count('select count(*) as n from goods_evaluate e left join goods_sku s on s.sku_id = e.sku_id where s.goods_id is distinct from e.goods_id')).toBe(0)
    expect(await count('select count(*) as n from order_goods o left join goods_sku s on s.sku_id = o.sku_id where s.sku_id is null')).toBe(0)
  })
  it('spec formats agree with the sku rows', async () => {
    const goods = await db.selectFrom('goods').select(['goods_id', 'goods_name', 'goods_spec_format', 'goods_attr_format']).execute()
    const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'sku_name', 'sku_spec_format']).execute()
    const maps = await db.selectFrom('goods_attr_value_map').selectAll().execute()
    for (const g of goods) {
      const mine = skus.filter((s) => s.goods_id === g.goods_id)
      const format = g.goods_spec_format as unknown as Array<{ spec_name: string; value: Array<{ spec_value_name: string; sku_id: number }> }>
      expect(mine.length).toBe(format.reduce((n, d) => n * d.value.length, 1))
      for (const s of mine) {
        const spec = s.sku_spec_format as unknown as Array<{ spec_name: string; spec_value_name: string }>
        expect(spec.map((x) => x.spec_name)).toEqual(format.map((d) => d.spec_name))
        expect(s.sku_name).toBe(`${g.goods_name} ${spec.map((x) => x.spec_value_name).join(' ')}`)
      }
      for (const d of format) for (const v of d.value) expect(mine.some((s) => s.sku_id === v.sku_id)).toBe(true)
      const attrs = g.goods_attr_format as unknown as Array<{ attr_value_id: number }>
      const mapped = maps.filter((m) => m.goods_id === g.goods_id).map((m) => m.attr_value_id).sort()
      expect(attrs.map((a) => a.attr_value_id).sort()).toEqual(mapped)
    }
  })
  it('home floors refer to real rows', async () => {
    const floors = await db.selectFrom('pc_floor').select(['value']).execute()
    for (const f of floors) {
      for (const slot of Object.values(f.value as Record<string, { type?: string; value: Record<string, number[]> }>)) {
        const ids = slot.value.sku_ids ?? slot.value.brand_ids ?? slot.value.category_ids
        if (!slot.type || !['goods', 'brand', 'category'].includes(slot.type)) continue
        expect(ids!.length).toBeGreaterThan(0)
        const table = slot.type === 'goods' ? 'goods_sku' : slot.type === 'brand' ? 'goods_brand' : 'goods_category'
        const key = slot.type === 'goods' ? 'sku_id' : slot.type === 'brand' ? 'brand_id' : 'category_id'
        expect(await count(`select count(*) as n from ${table} where ${key} in (${ids!.join(',')})`)).toBe(ids!.length)
      }
    }
  })
  it('serials continue after the seeded ids', async () => {
    const row = await db
      .insertInto('notice')
      .values({ title: 't', content: 'c', create_time: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(row.id).toBeGreaterThan(await count('select max(id) - 1 as n from notice'))
  })
})

describe('demo accounts', () => {
  it('the buyer has a level, money, coupons, orders in every counted status and a refund', async () => {
    const buyer = await db.selectFrom('member').selectAll().where('username', '=', 'buyer').executeTakeFirstOrThrow()
    expect(buyer.mobile).toBe('13800138000')
    expect(buyer.member_level).toBe(3)
    expect(buyer.growth).toBeGreaterThan(0)
    expect(buyer.point).toBeGreaterThan(0)
    expect(buyer.balance + buyer.balance_money).toBeGreaterThan(0)
    expect(await verifyPassword('buyer123', buyer.password_hash)).toBe(true)
    const statuses = new Set((await db.selectFrom('orders').select('order_status').where('member_id', '=', buyer.member_id).execute()).map((o) => o.order_status))
    for (const s of [0, 1, 3, 4, 10]) expect(statuses.has(s)).toBe(true)
    expect(await count(`select count(*) as n from orders where member_id = ${buyer.member_id} and is_evaluate = 1`)).toBeGreaterThan(0)
    expect(await count(`select count(*) as n from order_goods where member_id = ${buyer.member_id} and refund_status = 1`)).toBe(1)
    expect(await count(`select count(*) as n from member_coupon where member_id = ${buyer.member_id} and state = 1`)).toBeGreaterThanOrEqual(2)
  })
  it('every demo account can sign in with its password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const member = await db.selectFrom('member').select('password_hash').where('username', '=', a.username).executeTakeFirst()
      const agent = await db.selectFrom('servicer').select('password_hash').where('username', '=', a.username).executeTakeFirst()
      const hash = member?.password_hash ?? agent?.password_hash
      expect(hash, a.username).toBeTruthy()
      expect(await verifyPassword(a.password, hash!)).toBe(true)
    }
    expect(await count('select count(*) as n from servicer where site_id = 0')).toBeGreaterThanOrEqual(2)
    expect(await count('select count(*) as n from (select site_id from servicer where site_id > 0 group by site_id having count(*) >= 2) x')).toBeGreaterThan(0)
  })
})

async function digest(of: Database) {
  const hash = createHash('sha256')
  for (const query of [
    'select sku_id, goods_id, site_id, sku_name, price, market_price, discount_price, stock, sale_num, sku_spec_format::text, end_time from goods_sku order by sku_id',
    'select goods_id, goods_name, keywords, goods_spec_format::text, goods_attr_format::text from goods order by goods_id',
    'select evaluate_id, member_name, content, create_time from goods_evaluate order by evaluate_id',
    'select site_id, site_name, shop_desccredit, shop_sales, website_id from shop order by site_id',
    'select id, value::text from pc_floor order by id',
  ]) {
    hash.update(JSON.stringify((await sql.raw(query).execute(of)).rows))
  }
  return hash.digest('hex')
}

describe('determinism', () => {
  // one seed more, not two: the snapshot every test file starts from was seeded the same way (migrate,
  // seedIfEmpty) in another process by server/test/global-setup.ts, at the time it left in the env
  it('a fresh database seeded at the same time gets the same data as the test snapshot', async () => {
    const seededAt = Number(process.env.BAZAAR_TEST_SEEDED_AT)
    expect(seededAt).toBeGreaterThan(0)
    const snapshot = await PGlite.create({
      loadDataDir: snapshotBlob(),
      parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
    })
    const copy = await openDatabase({ pglite: snapshot })
    const fresh = await openDatabase({})
    try {
      await migrate(fresh)
      await seedIfEmpty(fresh, testClock(seededAt))
      expect(await digest(fresh.db)).toBe(await digest(copy.db))
    } finally {
      await fresh.close()
      await copy.close()
    }
  }, 600_000) // a whole seed: a minute or more on a loaded 2-core machine (a generous bound, not a claim)
})
