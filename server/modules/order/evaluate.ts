import { sql } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { v } from '../../http/validate.ts'
import { orderNotFound } from './lifecycle.ts'
import { UPLOAD_PATH } from './upload.ts'
import { ORDER, REFUND } from '../../../domain/order-rules.ts'

// Reviews from an order (reference §3.5 "Review"): the first review of every line once the order is
// received (with the shop's scores), then one follow-up. order.evaluate_status 0 → 1 → 2 in one
// conditional update each; is_evaluate goes to 0 after the follow-up (and when the window closes).
// Reviews are shown at once on the goods page (goodsevaluate/page): is_audit 1.

const evaluateError = (zh: string, en: string, code = -10120) => new ApiError('EVALUATE_ERROR', msg(zh, en), { code })

/** comma-separated image paths this server handed out (upload/evaluateimg), at most 6 */
const images = z
  .string()
  .max(1000)
  .default('')
  .refine((s) => s === '' || s.split(',').every((p) => UPLOAD_PATH.test(p.trim())), { message: 'images' })
  .refine((s) => s === '' || s.split(',').length <= 6, { message: 'images' })
  .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).join(','))

const id = z.coerce.number().int().min(1).max(2_147_483_647)

export const firstItems = z
  .array(z.object({ order_goods_id: id, content: v.str(500, 1), images, scores: z.coerce.number().int().min(1).max(5).optional(), explain_type: z.coerce.number().int().min(1).max(3).optional() }).loose())
  .min(1)
  .max(50)
export const againItems = z.array(z.object({ order_goods_id: id, again_content: v.str(500, 1), again_images: images }).loose()).min(1).max(50)

/** the JSON text the reference sends as goods_evaluate, checked item by item */
export function parseItems<T extends z.ZodType>(schema: T, raw: string): z.infer<T> {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw errors.param(msg('参数错误：评价内容格式不正确', 'Invalid parameter: goods_evaluate is not valid JSON'))
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw errors.param(msg('参数错误：请为每件商品填写评价内容（500 字以内），图片最多 6 张', 'Invalid parameter: write a review (up to 500 characters) for each item, with at most 6 images'))
  return parsed.data
}

async function ownOrder(db: Database, memberId: number, orderId: number) {
  const o = await db
    .selectFrom('orders')
    .select(['order_id', 'order_no', 'site_id', 'site_name', 'order_status', 'is_evaluate', 'evaluate_status', 'evaluate_close_time'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  if (!o) throw orderNotFound()
  return o
}

/** the lines a review covers: all but the refunded ones */
async function reviewLines(db: Database, memberId: number, orderId: number) {
  return db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'goods_id', 'sku_id', 'sku_name', 'sku_image', 'price', 'num', 'site_id', 'is_evaluate_line'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('refund_status', '<>', REFUND.refunded)
    .orderBy('order_goods_id')
    .execute()
}

/** /api/order/evluateinfo (sic) */
export async function evaluateInfo(db: Database, memberId: number, orderId: number) {
  const o = await ownOrder(db, memberId, orderId)
  if (o.is_evaluate !== 1 || ![4, 10].includes(o.order_status)) throw evaluateError('该订单当前不能评价', 'This order cannot be reviewed now', -10121)
  const lines = await reviewLines(db, memberId, orderId)
  const reviews = await db
    .selectFrom('goods_evaluate')
    .select(['order_goods_id', 'content', 'images', 'scores', 'explain_type', 'again_content', 'again_images', 'create_time', 'again_time'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .execute()
  return {
    order_id: o.order_id,
    order_no: o.order_no,
    site_id: o.site_id,
    site_name: o.site_name,
    evaluate_status: o.evaluate_status,
    evaluate_close_time: o.evaluate_close_time,
    list: lines.map((l) => ({
      order_goods_id: l.order_goods_id, goods_id: l.goods_id, sku_id: l.sku_id, sku_name: l.sku_name, sku_image: l.sku_image, price: yuan(l.price), num: l.num,
      site_id: l.site_id, evaluate_status: l.is_evaluate_line, evaluate: reviews.find((r) => r.order_goods_id === l.order_goods_id) ?? null,
    })),
  }
}

/** 5, 4 stars → 好评 (1); 3 → 中评 (2); 2, 1 → 差评 (3) */
export const explainOf = (scores: number) => (scores >= 4 ? 1 : scores === 3 ? 2 : 3)
/**
 * The stars the shopper chose (`scores`, 1–5) are the review; explain_type follows from them. A
 * client that sends only explain_type (the reference's 好评/中评/差评) gets its stars: 5, 3, 1.
 */
export const reviewStars = (item: { scores?: number; explain_type?: number }) => item.scores ?? (item.explain_type === 2 ? 3 : item.explain_type === 3 ? 1 : 5)

export interface FirstReview {
  order_id: number
  goods_evaluate: string
  is_anonymous: 0 | 1
  shop_desccredit: number
  shop_servicecredit: number
  shop_deliverycredit: number
}

/** /api/goodsevaluate/add: one review per line of the order, once */
export async function addReviews(db: Database, memberId: number, input: FirstReview, now: number) {
  const items = parseItems(firstItems, input.goods_evaluate)
  const o = await ownOrder(db, memberId, input.order_id)
  const lines = await reviewLines(db, memberId, input.order_id)
  const ids = new Set(items.map((i) => i.order_goods_id))
  if (ids.size !== items.length || lines.some((l) => !ids.has(l.order_goods_id)) || items.some((i) => !lines.some((l) => l.order_goods_id === i.order_goods_id))) {
    throw errors.param(msg('参数错误：请为订单的每件商品各写一条评价', 'Invalid parameter: write one review for each item of the order'))
  }
  const member = await db.selectFrom('member').select(['username', 'nickname', 'headimg']).where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('orders')
      .set({ evaluate_status: 1 })
      .where('order_id', '=', o.order_id)
      .where('member_id', '=', memberId)
      .where('evaluate_status', '=', 0)
      .where('is_evaluate', '=', 1)
      .where('order_status', 'in', [ORDER.received, ORDER.completed])
      .returning('order_id')
      .executeTakeFirst()
    if (!row) {
      if (o.evaluate_status > 0) throw evaluateError('该订单已评价', 'This order has been reviewed already', -10122)
      throw evaluateError('该订单当前不能评价', 'This order cannot be reviewed now', -10121)
    }
    for (const item of items) {
      const l = lines.find((x) => x.order_goods_id === item.order_goods_id)!
      await trx
        .insertInto('goods_evaluate')
        .values({
          goods_id: l.goods_id, sku_id: l.sku_id, site_id: l.site_id, member_id: memberId, member_name: member.nickname || member.username,
          member_headimg: member.headimg, is_anonymous: input.is_anonymous, explain_type: explainOf(reviewStars(item)), scores: reviewStars(item),
          content: item.content, images: item.images, sku_name: l.sku_name, order_id: o.order_id, order_goods_id: l.order_goods_id, create_time: now,
        })
        .execute()
      await trx.updateTable('order_goods').set({ is_evaluate_line: 1 }).where('order_goods_id', '=', l.order_goods_id).execute()
    }
    // the goods' review counts (the goods page's 累计评价)
    const goodsIds = [...new Set(lines.map((l) => l.goods_id))]
    await trx.updateTable('goods').set({ evaluate: sql<number>`evaluate + 1` }).where('goods_id', 'in', goodsIds).execute()
    await trx
      .insertInto('shop_evaluate')
      .values({ order_id: o.order_id, site_id: o.site_id, member_id: memberId, shop_desccredit: input.shop_desccredit, shop_servicecredit: input.shop_servicecredit, shop_deliverycredit: input.shop_deliverycredit, create_time: now })
      .execute()
    return true
  })
}

/** /api/goodsevaluate/again: the follow-up review, once; the order leaves "to review" */
export async function againReviews(db: Database, memberId: number, input: { order_id: number; goods_evaluate: string }, now: number) {
  const items = parseItems(againItems, input.goods_evaluate)
  const o = await ownOrder(db, memberId, input.order_id)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('orders')
      .set({ evaluate_status: 2, is_evaluate: 0 })
      .where('order_id', '=', o.order_id)
      .where('member_id', '=', memberId)
      .where('evaluate_status', '=', 1)
      .where('is_evaluate', '=', 1)
      .returning('order_id')
      .executeTakeFirst()
    if (!row) {
      if (o.evaluate_status === 2) throw evaluateError('该订单已追评', 'This order has a follow-up review already', -10123)
      if (o.evaluate_status === 0) throw evaluateError('请先评价再追评', 'Review the order before a follow-up', -10124)
      throw evaluateError('评价时间已过，不能追评', 'The time for reviews is over', -10125)
    }
    for (const item of items) {
      const updated = await trx
        .updateTable('goods_evaluate')
        .set({ again_content: item.again_content, again_images: item.again_images, again_time: now })
        .where('order_goods_id', '=', item.order_goods_id)
        .where('order_id', '=', o.order_id)
        .where('member_id', '=', memberId)
        .where('again_time', '=', 0)
        .returning('order_goods_id')
        .executeTakeFirst()
      if (!updated) throw errors.param(msg('参数错误：追评的商品不属于该订单', 'Invalid parameter: an item of the follow-up is not in this order'))
      await trx.updateTable('order_goods').set({ is_evaluate_line: 2 }).where('order_goods_id', '=', item.order_goods_id).execute()
    }
    return true
  })
}
