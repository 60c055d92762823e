import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { completeOrder } from '../order/lifecycle.ts'
import { moveOrder } from '../order/moves.ts'
import { ORDER_TYPE_NAME_ZH as ORDER_TYPE_NAMES } from '../order/status.ts'

// Verifiers (reference §6.7): a member a shop registered to verify pickup and virtual-goods codes.
// A verifier sees and uses only the codes of the shops they verify for; any other code reads as
// "does not exist", so the desk cannot be used to learn about other shops' orders.

/** /api/verify/checkisverifier: whether the member verifies for any open shop */
export async function isVerifier(db: Database, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('verifier as v')
    .innerJoin('shop as s', 's.site_id', 'v.site_id')
    .select('v.verifier_id')
    .where('v.member_id', '=', memberId)
    .where('s.shop_status', '=', 1)
    .executeTakeFirst()
  return row !== undefined
}

/** the verify types and their names (the tabs of the verification list; addons may add more) */
export const VERIFY_TYPES = { pickup: { name: '订单自提' }, virtualgoods: { name: '虚拟商品' } } as const
export type VerifyType = keyof typeof VERIFY_TYPES

export const codeNotFound = () => errors.notFound(msg('核销码不存在', 'This code does not exist'))
const verifyError = (zh: string, en: string, code = -10100) => new ApiError('VERIFY_ERROR', msg(zh, en), { code })

/** the shops the member verifies for (open shops only) */
const myShops = (db: Database, memberId: number) =>
  db.selectFrom('verifier as v').innerJoin('shop as s', 's.site_id', 'v.site_id').select('v.site_id').where('v.member_id', '=', memberId).where('s.shop_status', '=', 1)

const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m)

async function codeRow(db: Database, memberId: number, code: string) {
  const row = await db
    .selectFrom('verify_code as c')
    .innerJoin('orders as o', 'o.order_id', 'c.order_id')
    .select(['c.verify_code', 'c.verify_type', 'c.site_id', 'c.order_id', 'c.is_verify', 'c.verifier_name', 'c.verify_time', 'c.create_time',
      'o.order_no', 'o.site_name', 'o.order_type', 'o.order_status', 'o.name', 'o.mobile', 'o.delivery_store_name', 'o.buyer_message', 'o.pay_money', 'o.balance_money'])
    .where('c.verify_code', '=', code)
    .where('c.site_id', 'in', myShops(db, memberId))
    .executeTakeFirst()
  if (!row) throw codeNotFound()
  return row
}

async function items(db: Database, orderIds: number[]) {
  if (!orderIds.length) return []
  return db
    .selectFrom('order_goods')
    .select(['order_id', 'sku_image as img', 'sku_name as name', 'price', 'num'])
    .where(sql<boolean>`order_id = any(${orderIds}::int[])`)
    .orderBy('order_goods_id')
    .execute()
}
const itemArray = (rows: Awaited<ReturnType<typeof items>>, orderId: number) =>
  rows.filter((r) => r.order_id === orderId).map((r) => ({ img: r.img, name: r.name, price: yuan(r.price), num: r.num }))

/** /api/verify/verifyInfo */
export async function verifyInfo(db: Database, memberId: number, code: string) {
  const c = await codeRow(db, memberId, code)
  const remark = [
    { title: '订单编号', value: c.order_no },
    ...(c.verify_type === 'pickup' ? [{ title: '自提门店', value: c.delivery_store_name }, { title: '提货人', value: c.name }] : []),
    { title: '手机号', value: maskMobile(c.mobile) },
    { title: '实付金额', value: `￥${yuan(c.pay_money + c.balance_money)}` },
    ...(c.buyer_message ? [{ title: '买家留言', value: c.buyer_message }] : []),
  ]
  return {
    verify_code: c.verify_code,
    verify_type: c.verify_type,
    verify_type_name: VERIFY_TYPES[c.verify_type as VerifyType]?.name ?? c.verify_type,
    site_id: c.site_id,
    site_name: c.site_name,
    order_id: c.order_id,
    order_type_name: ORDER_TYPE_NAMES[c.order_type] ?? '',
    item_array: itemArray(await items(db, [c.order_id]), c.order_id),
    remark_array: remark,
    is_verify: c.is_verify,
    verifier_name: c.verifier_name,
    verify_time: c.verify_time,
    create_time: c.create_time,
  }
}

/**
 * /api/verify/verify: the code is used once (one conditional update), and its order moves with it in
 * the same transaction: a pickup order is picked up (2 → 4), a virtual order completes (4 → 10).
 */
export async function verifyCode(db: Database, memberId: number, code: string, now: number) {
  const c = await codeRow(db, memberId, code)
  if (c.is_verify) throw verifyError('该核销码已使用', 'This code has been used already', -10101)
  const verifier = await db.selectFrom('verifier').select(['verifier_id', 'verifier_name']).where('member_id', '=', memberId).where('site_id', '=', c.site_id).executeTakeFirstOrThrow()
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('verify_code')
      .set({ is_verify: 1, verifier_id: verifier.verifier_id, verifier_name: verifier.verifier_name, verify_time: now })
      .where('verify_code', '=', code)
      .where('site_id', '=', c.site_id)
      .where('is_verify', '=', 0)
      .returning('order_id')
      .executeTakeFirst()
    if (!used) throw verifyError('该核销码已使用', 'This code has been used already', -10101)
    let moved = false
    if (c.verify_type === 'pickup') {
      moved = Boolean(await moveOrder(trx, 'pickUp', { orderId: c.order_id, now, set: { sign_time: now, is_evaluate: 1 } }))
    } else {
      moved = await completeOrder(trx, c.order_id, now)
    }
    if (!moved) throw verifyError('订单状态已变化（已关闭或已退款），不能核销', 'The order is closed or refunded: the code cannot be used', -10102)
  })
  return true
}

/** /api/verify/lists: codes used at the member's shops, by type, newest first */
export async function verifyRecords(db: Database, memberId: number, type: VerifyType, page: number, pageSize: number) {
  const base = db
    .selectFrom('verify_code as c')
    .innerJoin('orders as o', 'o.order_id', 'c.order_id')
    .where('c.site_id', 'in', myShops(db, memberId))
    .where('c.verify_type', '=', type)
    .where('c.is_verify', '=', 1)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['c.id', 'c.verify_code', 'c.verify_type', 'c.site_id', 'o.site_name', 'o.order_id', 'o.order_no', 'o.order_type', 'c.verifier_name', 'c.verify_time', 'c.create_time'])
      .orderBy('c.verify_time', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  const lines = await items(db, rows.map((r) => r.order_id))
  return paged(
    Number(count.n),
    pageSize,
    rows.map((r) => ({
      id: r.id, verify_code: r.verify_code, verify_type: r.verify_type, verify_type_name: VERIFY_TYPES[type].name, site_id: r.site_id, site_name: r.site_name,
      order_id: r.order_id, order_no: r.order_no, order_type_name: ORDER_TYPE_NAMES[r.order_type] ?? '', verifier_name: r.verifier_name,
      verify_time: r.verify_time, create_time: r.verify_time, item_array: itemArray(lines, r.order_id),
    })),
  )
}
