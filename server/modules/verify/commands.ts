import { OpsError, type OpsCommand } from '../../ops/command.ts'

// What a shop does outside the storefront: register and remove its verifiers (reference §6.7).

async function memberAndShop(ctx: Parameters<OpsCommand['run']>[0]) {
  const [username, siteArg] = ctx.args as [string, string]
  if (!/^\d{1,9}$/.test(siteArg)) throw new OpsError(`not a shop id: ${siteArg}`)
  const siteId = Number(siteArg)
  const member = await ctx.db.selectFrom('member').select(['member_id', 'nickname']).where('username', '=', username).executeTakeFirst()
  if (!member) throw new OpsError(`no member named ${username}`)
  const shop = await ctx.db.selectFrom('shop').select(['site_id', 'site_name']).where('site_id', '=', siteId).executeTakeFirst()
  if (!shop) throw new OpsError(`no shop ${siteId}`)
  return { username, member, shop }
}

export const verifierCommands: OpsCommand[] = [
  {
    name: 'verifier:add',
    usage: '<username> <site_id>',
    description: 'Register a member as a verifier (核销员) of a shop: the member centre then shows the verify desk',
    arity: [2, 2],
    async run(ctx) {
      const { username, member, shop } = await memberAndShop(ctx)
      const added = await ctx.db
        .insertInto('verifier')
        .values({ site_id: shop.site_id, member_id: member.member_id, verifier_name: member.nickname || username, create_time: ctx.clock.now() })
        .onConflict((oc) => oc.columns(['site_id', 'member_id']).doNothing())
        .returning('verifier_id')
        .executeTakeFirst()
      return added
        ? `${username} verifies for ${shop.site_name} (${shop.site_id})`
        : `${username} already verifies for ${shop.site_name} (${shop.site_id})`
    },
  },
  {
    name: 'verifier:remove',
    usage: '<username> <site_id>',
    description: 'Remove a verifier from a shop',
    arity: [2, 2],
    async run(ctx) {
      const { username, member, shop } = await memberAndShop(ctx)
      const res = await ctx.db
        .deleteFrom('verifier')
        .where('site_id', '=', shop.site_id)
        .where('member_id', '=', member.member_id)
        .executeTakeFirst()
      return Number(res.numDeletedRows) > 0 ? `${username} no longer verifies for ${shop.site_name}` : `${username} was not a verifier of ${shop.site_name}`
    },
  },
]
