import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { hashToken } from '../../http/auth.ts'
import { stockGate } from '../catalog/stock-gate.ts'
import { hashPassword } from '../../http/password.ts'
import { OpsError, type OpsCommand, type OpsContext } from '../../ops/command.ts'
import { REGISTER_COUPON_KEY } from './register-coupons.ts'
import { secondsOfDay } from './time.ts'
import { ORDER } from '../../../domain/order-rules.ts'

// What the platform and shops do with promotions outside the storefront (npm run ops -- …): put a SKU
// on the running flash sale, read a flash sale's figures, and make many buyers at once for a load test.

const int = (text: string | undefined, what: string, min = 0) => {
  if (!text || !/^\d{1,9}$/.test(text) || Number(text) < min) throw new OpsError(`not a valid ${what}: ${text ?? ''}`)
  return Number(text)
}
const fenOf = (text: string | undefined) => {
  if (!text || !/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw new OpsError(`not a price in yuan: ${text ?? ''}`)
  return Math.round(Number(text) * 100)
}

/** the slot running now (Beijing time), or null */
async function runningSlot(ctx: OpsContext) {
  const now = secondsOfDay(ctx.clock.now())
  return ctx.db
    .selectFrom('promotion_seckill')
    .select(['seckill_id', 'name', 'seckill_end_time'])
    .where('status', '=', 1)
    .where('seckill_start_time', '<=', now)
    .where('seckill_end_time', '>', now)
    .orderBy('seckill_id')
    .executeTakeFirst()
}

export const promotionCommands: OpsCommand[] = [
  {
    name: 'coupon:pack',
    usage: '[coupon_type_id…]',
    description: 'The coupons every new member gets on registering (none = no pack); prints the pack',
    arity: [0, 20],
    async run(ctx) {
      const ids = ctx.args.map((a) => int(a, 'coupon type id', 1))
      const found = ids.length
        ? await ctx.db.selectFrom('coupon_type').select(['coupon_type_id', 'coupon_name']).where('coupon_type_id', 'in', ids).execute()
        : []
      const missing = ids.filter((id) => !found.some((f) => f.coupon_type_id === id))
      if (missing.length) throw new OpsError(`no coupon type ${missing.join(', ')}`)
      await sql`insert into site_config (key, value) values (${REGISTER_COUPON_KEY}, ${JSON.stringify({ coupon_type_ids: ids })}::jsonb)
        on conflict (key) do update set value = excluded.value`.execute(ctx.db)
      return ids.length ? `registration pack: ${ids.map((id) => `${id} ${found.find((f) => f.coupon_type_id === id)!.coupon_name}`).join('; ')}` : 'registration pack: none'
    },
  },
  {
    name: 'seckill:put',
    usage: '<sku_id> <price_yuan> <stock> <max_buy>',
    description: 'Put a SKU on the flash sale running now at a price, with its own stock and per-member limit (0 = none); prints the seckill goods id',
    arity: [4, 4],
    async run(ctx) {
      const [skuArg, priceArg, stockArg, maxArg] = ctx.args
      const skuId = int(skuArg, 'sku id', 1)
      const price = fenOf(priceArg)
      const stock = int(stockArg, 'stock')
      const maxBuy = int(maxArg, 'max_buy')
      const sku = await ctx.db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'site_id', 'price', 'sku_name']).where('sku_id', '=', skuId).where('on_sale', '=', true).executeTakeFirst()
      if (!sku) throw new OpsError(`no SKU on sale with id ${skuId}`)
      if (price >= sku.price) throw new OpsError(`the flash price must be below the price (${(sku.price / 100).toFixed(2)})`)
      const slot = await runningSlot(ctx)
      if (!slot) throw new OpsError('no flash-sale slot is running now')
      const row = await ctx.db
        .insertInto('promotion_seckill_goods')
        .values({ seckill_id: slot.seckill_id, site_id: sku.site_id, goods_id: sku.goods_id, sku_id: sku.sku_id, seckill_price: price, stock, max_buy: maxBuy, create_time: ctx.clock.now() })
        .onConflict((oc) => oc.columns(['seckill_id', 'sku_id']).doUpdateSet({ seckill_price: price, stock, max_buy: maxBuy, sale_num: 0, status: 1 }))
        .returning('id')
        .executeTakeFirstOrThrow()
      return `${row.id}`
    },
  },
  {
    name: 'seckill:stats',
    usage: '<seckill_goods_id>',
    description: 'A flash-sale goods’ figures: promotion stock left, units sold in open and paid orders, orders, buyers, the most one member holds',
    arity: [1, 1],
    async run(ctx) {
      const id = int(ctx.args[0], 'seckill goods id', 1)
      const g = await ctx.db.selectFrom('promotion_seckill_goods').select(['stock', 'sale_num', 'max_buy', 'sku_id']).where('id', '=', id).executeTakeFirst()
      if (!g) throw new OpsError(`no seckill goods ${id}`)
      const sold = await sql<{ units: number; orders: number; buyers: number; most: number }>`
        select coalesce(sum(n), 0)::int as units, coalesce(sum(orders), 0)::int as orders, count(*)::int as buyers, coalesce(max(n), 0)::int as most
        from (select op.member_id, sum(op.num) as n, count(*) as orders from order_promotion op join orders o on o.order_id = op.order_id
              where op.promotion_type = 'seckill' and op.promotion_id = ${id} and o.order_status <> ${ORDER.closed} group by op.member_id) per_member`.execute(ctx.db)
      const s = sold.rows[0]!
      const goods = await ctx.db.selectFrom('goods_sku').select('stock').where('sku_id', '=', g.sku_id).executeTakeFirstOrThrow()
      // the stock gate of the process that answers (catalog/stock-gate.ts): attempts it refused before the database
      const gate = stockGate(ctx.db).stats
      return JSON.stringify({ stock_left: g.stock, sale_num: g.sale_num, units_sold: s.units, orders: s.orders, buyers: s.buyers, most_by_one_member: s.most, max_buy: g.max_buy, goods_stock: goods.stock, gate_refused: gate.refused, gate_probes: gate.probes })
    },
  },
  {
    name: 'members:load',
    usage: '<prefix> <count> <password>',
    description: 'Make <count> members <prefix>00001… with one password, a default address and a live token each (load tests); prints the tokens, one a line',
    arity: [3, 3],
    async run(ctx) {
      const [prefix = '', countArg, password = ''] = ctx.args
      if (!/^[a-z][a-z0-9_]{1,15}$/.test(prefix)) throw new OpsError('the prefix is 2–16 lower-case letters, digits or _')
      const count = int(countArg, 'count', 1)
      if (count > 20_000) throw new OpsError('at most 20000 members at once')
      if (password.length < 6) throw new OpsError('the password has at least 6 characters')
      const hash = await hashPassword(password) // one scrypt for all of them
      const now = ctx.clock.now()
      const tokens: string[] = []
      await ctx.db.transaction().execute(async (trx) => {
        const level = await trx.selectFrom('member_level').select('level_id').orderBy('growth').orderBy('level_id').executeTakeFirst()
        for (let start = 0; start < count; start += 1000) {
          const names = Array.from({ length: Math.min(1000, count - start) }, (_, i) => `${prefix}${String(start + i + 1).padStart(5, '0')}`)
          const taken = await trx.selectFrom('member').select('username').where('username', 'in', names).executeTakeFirst()
          if (taken) throw new OpsError(`member ${taken.username} exists already: choose another prefix`)
          const members = await trx
            .insertInto('member')
            .values(names.map((username) => ({ username, nickname: username, password_hash: hash, member_level: level?.level_id ?? 1, reg_time: now })))
            .returning('member_id')
            .execute()
          await trx
            .insertInto('member_address')
            .values(members.map((m) => ({
              member_id: m.member_id, name: '压测用户', mobile: '13800000000', province_id: 310000, city_id: 310100, district_id: 310115,
              address: '压测路 1 号', full_address: '上海市-上海市-浦东新区', is_default: 1, create_time: now,
            })))
            .execute()
          const batch = members.map(() => randomBytes(32).toString('base64url'))
          await trx
            .insertInto('member_token')
            .values(members.map((m, i) => ({ token_hash: hashToken(batch[i]!), member_id: m.member_id, created_at: now, expires_at: now + 86_400 })))
            .execute()
          tokens.push(...batch)
        }
      })
      return tokens.join('\n')
    },
  },
]
