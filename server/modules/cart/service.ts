import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { effectivePrice } from '../catalog/stock.ts'
import { isBuyable, loadSkus, maxNum, purchasedNums, type CheckoutSku } from './skus.ts'

// The member's cart (reference §2.5): one line per SKU, every query scoped to the member.

/** a cart holds at most this many lines (different SKUs) */
export const MAX_CART_LINES = 100

export const cartNotFound = () => errors.notFound(msg('购物车商品不存在', 'This cart item does not exist'))
const skuNotFound = () => errors.notFound(msg('商品不存在', 'This goods does not exist'))
const offSale = () => new ApiError('GOODS_OFF_SALE', msg('商品已下架', 'This goods is no longer on sale'), { code: -10021 })
const soldOut = () => new ApiError('STOCK_NOT_ENOUGH', msg('商品已售罄', 'This goods is sold out'), { code: -10020 })
const tooMany = (most: number) =>
  new ApiError(
    'STOCK_NOT_ENOUGH',
    most > 0
      ? msg(`库存不足或超出限购，最多还可加入 ${most} 件`, `Not enough stock or over the purchase limit: at most ${most} more`)
      : msg('库存不足或超出限购，不能再加入了', 'Not enough stock or over the purchase limit: no more can be added'),
    { code: -10020, data: { most } },
  )
const belowMin = (min: number) =>
  errors.param(msg(`该商品至少购买 ${min} 件`, `At least ${min} of this goods must be bought`))

async function buyableSku(db: Database, skuId: number): Promise<CheckoutSku> {
  const sku = (await loadSkus(db, [skuId])).get(skuId)
  if (!sku) throw skuNotFound()
  if (!isBuyable(sku)) throw offSale()
  if (sku.stock <= 0) throw soldOut()
  return sku
}

/**
 * Add to the member's line of that SKU: one statement (insert … on conflict do update … where the
 * sum stays within the bound), so parallel adds merge into one line and never pass the bound.
 * Returns the cart_id (> 0 = success, like the reference).
 */
export async function addToCart(db: Database, memberId: number, input: { site_id: number; sku_id: number; num: number }, now: number) {
  const sku = await buyableSku(db, input.sku_id)
  if (sku.site_id !== input.site_id) throw skuNotFound()
  const bound = maxNum(sku)
  if (input.num > bound) throw tooMany(bound)
  const lines = await db
    .selectFrom('cart')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('sku_id', '<>', input.sku_id)
    .executeTakeFirstOrThrow()
  if (Number(lines.n) >= MAX_CART_LINES) {
    throw new ApiError('CART_FULL', msg(`购物车最多放 ${MAX_CART_LINES} 种商品`, `The cart holds at most ${MAX_CART_LINES} kinds of goods`), { code: -10022 })
  }
  const row = await sql<{ cart_id: number; num: number }>`
    insert into cart (member_id, site_id, sku_id, num, create_time)
    values (${memberId}, ${sku.site_id}, ${sku.sku_id}, ${Math.max(input.num, sku.min_buy)}, ${now})
    on conflict (member_id, sku_id) do update set num = cart.num + excluded.num, create_time = excluded.create_time
      where cart.num + excluded.num <= ${bound}
    returning cart_id, num`.execute(db)
  if (row.rows.length === 0) {
    const current = await db.selectFrom('cart').select('num').where('member_id', '=', memberId).where('sku_id', '=', sku.sku_id).executeTakeFirst()
    throw tooMany(Math.max(0, bound - (current?.num ?? 0)))
  }
  return row.rows[0]!.cart_id
}

export async function editCart(db: Database, memberId: number, cartId: number, num: number) {
  const line = await db.selectFrom('cart').select(['sku_id']).where('cart_id', '=', cartId).where('member_id', '=', memberId).executeTakeFirst()
  if (!line) throw cartNotFound()
  const sku = await buyableSku(db, line.sku_id)
  if (sku.min_buy > 0 && num < sku.min_buy) throw belowMin(sku.min_buy)
  const bound = maxNum(sku)
  if (num > bound) throw tooMany(bound)
  const res = await db
    .updateTable('cart')
    .set({ num })
    .where('cart_id', '=', cartId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw cartNotFound()
  return num
}

/** delete one or several lines; ids that are not the member's are not found */
export async function deleteCart(db: Database, memberId: number, cartIds: number[]) {
  const res = await db.deleteFrom('cart').where('member_id', '=', memberId).where('cart_id', 'in', cartIds).executeTakeFirst()
  const n = Number(res.numDeletedRows)
  if (n === 0) throw cartNotFound()
  return n
}

/** the flat cart rows of reference §2.5 (newest first), with max_buy, min_buy, purchased_num */
export async function cartLists(db: Database, memberId: number, now: number) {
  const lines = await db
    .selectFrom('cart')
    .select(['cart_id', 'site_id', 'member_id', 'sku_id', 'num', 'create_time'])
    .where('member_id', '=', memberId)
    .orderBy('create_time', 'desc')
    .orderBy('cart_id', 'desc')
    .execute()
  const skus = await loadSkus(db, lines.map((l) => l.sku_id))
  const limited = [...skus.values()].filter((s) => s.max_buy > 0).map((s) => s.goods_id)
  const purchased = await purchasedNums(db, memberId, limited)
  return lines.flatMap((l) => {
    const s = skus.get(l.sku_id)
    if (!s) return []
    const buyable = isBuyable(s)
    return [
      {
        cart_id: l.cart_id,
        site_id: s.site_id,
        member_id: l.member_id,
        sku_id: s.sku_id,
        num: l.num,
        goods_id: s.goods_id,
        sku_name: s.sku_name,
        sku_no: s.sku_no,
        sku_spec_format: s.sku_spec_format,
        price: yuan(s.price),
        market_price: yuan(s.market_price),
        cost_price: yuan(s.cost_price),
        discount_price: yuan(effectivePrice(s, now)),
        promotion_type: s.promotion_type,
        start_time: s.start_time,
        end_time: s.end_time,
        stock: s.stock,
        sku_image: s.sku_image,
        sku_images: s.sku_images,
        site_name: s.site_name,
        website_id: s.website_id,
        is_own: s.is_own,
        // off sale for any reason (goods withdrawn, deleted, shop closed) reads as goods_state 0
        goods_state: buyable ? 1 : s.goods_state === 1 && s.verify_state === 1 ? 0 : s.goods_state,
        verify_state: s.verify_state,
        verify_state_remark: '',
        goods_stock_alarm: 0,
        is_virtual: s.is_virtual,
        virtual_indate: 0,
        is_free_shipping: s.is_free_shipping,
        shipping_template: 0,
        unit: s.unit,
        introduction: s.introduction,
        keywords: s.keywords,
        shop_status: s.shop_status,
        max_buy: s.max_buy,
        min_buy: s.min_buy,
        purchased_num: purchased.get(s.goods_id) ?? 0,
        create_time: l.create_time,
      },
    ]
  })
}

/** the member's SKUs and numbers (goods lists mark what is in the cart) */
export async function cartGoodsLists(db: Database, memberId: number) {
  return db
    .selectFrom('cart')
    .select(['cart_id', 'site_id', 'sku_id', 'num'])
    .where('member_id', '=', memberId)
    .orderBy('cart_id')
    .execute()
}
