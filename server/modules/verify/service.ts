import type { Database } from '../../db/index.ts'

// Verifiers (reference §6.7): a member a shop registered to verify pickup and virtual-goods codes.

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
