import type { Database } from '../../db/index.ts'
import { issueCoupon } from './coupon.ts'

// The registration coupon pack (issue 13: the site promises new members a 50 元 pack): the coupon
// definitions named by the site_config row `register_coupon` {coupon_type_ids: [...]} are given to a
// member when they register, in the registration's transaction. A definition that is closed, ended or
// all issued is skipped (the pack is "while stocks last"); no row or an empty list = no pack.
// Set it with `npm run ops -- coupon:pack <coupon_type_id…>`.

export const REGISTER_COUPON_KEY = 'register_coupon'

export async function registerPackIds(db: Database): Promise<number[]> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', REGISTER_COUPON_KEY).executeTakeFirst()
  const ids = (row?.value as { coupon_type_ids?: unknown } | undefined)?.coupon_type_ids
  return Array.isArray(ids) ? ids.filter((x): x is number => Number.isInteger(x) && x > 0) : []
}

/** give the pack to a new member; returns how many coupons were given */
export async function grantRegisterCoupons(trx: Database, memberId: number, now: number): Promise<number> {
  const ids = await registerPackIds(trx)
  let given = 0
  for (const id of ids) {
    // one conditional update: only while the definition is on, not ended and not all issued
    if (await issueCoupon(trx, id, memberId, 3, now)) given += 1
  }
  return given
}
