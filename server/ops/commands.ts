import { sql } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/index.ts'
import type { Deps } from '../deps.ts'
import { patchConfig, setConfig } from '../db/site-config.ts'
import { createMember } from '../modules/auth/service.ts'
import { verifierCommands } from '../modules/verify/commands.ts'
import { orderCommands } from '../modules/order/commands.ts'
import { accountCommands } from '../modules/account/commands.ts'
import { chatCommands } from '../modules/chat/commands.ts'
import { OpsError, type OpsCommand } from './command.ts'
import { API_KEY_FILE, apiSecurityKey } from '../http/api-security.ts'

// The operator commands: what the platform and the shops do outside the storefront. One registry,
// used by the CLI (`npm run ops -- <command> [args…]`) and by the loopback endpoint POST /ops/<command>.
// To add a command, append an entry to `commands` (a later domain may keep its commands in its own
// file and spread them in here).

// the command contract lives in its own file, so a domain's command file can import it without
// importing this registry (which imports the domain's commands)
export { OpsError, type OpsCommand, type OpsContext } from './command.ts'

export const DEFAULT_CLOSE_REASON = '网站维护中'

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length))
const time = (epoch: number) => new Date(epoch * 1000).toISOString().replace('T', ' ').slice(0, 19)

export const commands: OpsCommand[] = [
  {
    name: 'site:close',
    usage: '[reason…]',
    description: `Close the storefront (visitors see the closed page with the reason; default "${DEFAULT_CLOSE_REASON}")`,
    arity: [0, 50],
    async run({ db, args }) {
      const reason = args.join(' ').trim() || DEFAULT_CLOSE_REASON
      if (reason.length > 200) throw new OpsError('the reason is longer than 200 characters')
      await patchConfig(db, 'website', { web_status: 0, close_reason: reason })
      return `site closed: ${reason}`
    },
  },
  {
    name: 'site:open',
    usage: '',
    description: 'Open the storefront again',
    arity: [0, 0],
    async run(ctx) {
      await patchConfig(ctx.db, 'website', { web_status: 1, close_reason: '' })
      return 'site open'
    },
  },
  {
    name: 'captcha:off',
    usage: '',
    description: 'Turn the captcha off on login, registration and SMS codes',
    arity: [0, 0],
    async run(ctx) {
      await setConfig(ctx.db, 'captcha', { enabled: false })
      return 'captcha off'
    },
  },
  {
    name: 'captcha:on',
    usage: '',
    description: 'Turn the captcha on again',
    arity: [0, 0],
    async run(ctx) {
      await setConfig(ctx.db, 'captcha', { enabled: true })
      return 'captcha on'
    },
  },
  {
    name: 'member:create',
    usage: '<username> <password>',
    description: 'Create a member (the registration rules apply, even while registration is closed)',
    arity: [2, 2],
    async run(ctx) {
      const [username, password] = ctx.args as [string, string]
      const id = await createMember(ctx.db, { username, password }, ctx.clock)
      return `member ${id} created: ${username.trim()}`
    },
  },
  {
    name: 'cart:add',
    usage: '<username> <sku_id> [num]',
    description: "Put goods in a member's cart (num defaults to 1; an existing line grows) — for support and test set-ups",
    arity: [2, 3],
    async run(ctx) {
      const [username, skuText, numText = '1'] = ctx.args as [string, string, string?]
      const skuId = Number(skuText)
      const num = Number(numText)
      if (!Number.isInteger(skuId) || skuId < 1) throw new OpsError(`not a sku id: ${skuText}`)
      if (!Number.isInteger(num) || num < 1 || num > 9999) throw new OpsError(`num must be 1…9999: ${numText}`)
      const member = await ctx.db.selectFrom('member').select('member_id').where(sql<string>`lower(username)`, '=', username.trim().toLowerCase()).executeTakeFirst()
      if (!member) throw new OpsError(`no member named ${username}`)
      const sku = await ctx.db.selectFrom('goods_sku').select(['sku_id', 'site_id']).where('sku_id', '=', skuId).executeTakeFirst()
      if (!sku) throw new OpsError(`no sku ${skuId}`)
      // one statement: a line that exists grows by num (the cart's unique (member_id, sku_id))
      const line = await ctx.db
        .insertInto('cart')
        .values({ member_id: member.member_id, site_id: sku.site_id, sku_id: sku.sku_id, num, create_time: ctx.clock.now() })
        .onConflict((oc) => oc.columns(['member_id', 'sku_id']).doUpdateSet((eb) => ({ num: eb('cart.num', '+', eb.ref('excluded.num')) })))
        .returning(['cart_id', 'num'])
        .executeTakeFirstOrThrow()
      return `cart line ${line.cart_id}: ${username.trim()} has ${line.num} × sku ${skuId}`
    },
  },
  ...(['offsale', 'onsale'] as const).map(
    (mode): OpsCommand => ({
      name: `goods:${mode}`,
      usage: '<sku_id>',
      description:
        mode === 'offsale'
          ? 'Take a sku off sale (what a shop does in its back office): it leaves the catalog, and carts list it as no longer valid'
          : 'Put a sku on sale again',
      arity: [1, 1],
      async run(ctx) {
        const [skuText] = ctx.args as [string]
        const skuId = Number(skuText)
        if (!/^\d{1,10}$/.test(skuText) || !Number.isSafeInteger(skuId) || skuId < 1) throw new OpsError(`not a sku id: ${skuText}`)
        const row = await ctx.db.updateTable('goods_sku').set({ on_sale: mode === 'onsale' }).where('sku_id', '=', skuId).returning(['sku_id', 'sku_name']).executeTakeFirst()
        if (!row) throw new OpsError(`no sku ${skuId}`)
        return `sku ${row.sku_id} ${mode === 'onsale' ? 'on sale' : 'off sale'}: ${row.sku_name}`
      },
    }),
  ),
  {
    name: 'member:mobile',
    usage: '<username> <mobile>',
    description: "Bind a mobile number to a member (support: a member who registered by username) — SMS codes for it land in the dev outbox",
    arity: [2, 2],
    async run(ctx) {
      const [username, mobile] = ctx.args as [string, string]
      if (!/^1\d{10}$/.test(mobile)) throw new OpsError(`not a mobile number: ${mobile}`)
      const taken = await ctx.db.selectFrom('member').select('username').where('mobile', '=', mobile).executeTakeFirst()
      if (taken && taken.username.toLowerCase() !== username.trim().toLowerCase()) throw new OpsError(`${mobile} is bound to another member`)
      const res = await ctx.db.updateTable('member').set({ mobile }).where(sql<string>`lower(username)`, '=', username.trim().toLowerCase()).executeTakeFirst()
      if (!res.numUpdatedRows) throw new OpsError(`no member named ${username}`)
      return `${username.trim()} bound to ${mobile}`
    },
  },
  {
    name: 'member:balance',
    usage: '<username> <yuan>',
    description: "Credit a member's balance (a ledger row in the same transaction) — for support and test set-ups",
    arity: [2, 2],
    async run(ctx) {
      const [username, amount] = ctx.args as [string, string]
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) throw new OpsError(`not an amount: ${amount}`)
      const fen = Math.round(Number(amount) * 100)
      return ctx.db.transaction().execute(async (trx) => {
        const member = await trx
          .updateTable('member')
          .set((eb) => ({ balance: eb('balance', '+', fen) }))
          .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
          .returning(['member_id', 'balance'])
          .executeTakeFirst()
        if (!member) throw new OpsError(`no member named ${username}`)
        await trx
          .insertInto('member_account_ledger')
          .values({ member_id: member.member_id, account_type: 'balance', account_data: fen, from_type: 'adjust', type_name: '平台调整', remark: 'ops member:balance', create_time: ctx.clock.now() })
          .execute()
        return `${username.trim()} balance ${(member.balance / 100).toFixed(2)}`
      })
    },
  },
  {
    name: 'coupon:give',
    usage: '<username> <site_id> <yuan> [at_least_yuan]',
    description: 'Give a member a money-off coupon of a shop (site_id 0 = a platform coupon), valid 30 days — for support and test set-ups',
    arity: [3, 4],
    async run(ctx) {
      const [username, siteText, moneyText, leastText = '0'] = ctx.args as [string, string, string, string?]
      const siteId = Number(siteText)
      if (!Number.isInteger(siteId) || siteId < 0) throw new OpsError(`not a site id: ${siteText}`)
      for (const a of [moneyText, leastText]) if (!/^\d{1,6}(\.\d{1,2})?$/.test(a)) throw new OpsError(`not an amount: ${a}`)
      const money = Math.round(Number(moneyText) * 100)
      const atLeast = Math.round(Number(leastText) * 100)
      if (money <= 0) throw new OpsError('the coupon must take something off')
      const member = await ctx.db.selectFrom('member').select('member_id').where(sql<string>`lower(username)`, '=', username.trim().toLowerCase()).executeTakeFirst()
      if (!member) throw new OpsError(`no member named ${username}`)
      const now = ctx.clock.now()
      const name = `${siteId === 0 ? '平台' : '店铺'}券 ${atLeast ? `满${leastText}` : '无门槛'}减${moneyText}`
      const row = await ctx.db
        .insertInto('member_coupon')
        .values({ member_id: member.member_id, source: siteId === 0 ? 2 : 1, site_id: siteId, coupon_name: name, type: 'reward', money, at_least: atLeast, state: 1, fetch_time: now, end_time: now + 30 * 86_400 })
        .returning('coupon_id')
        .executeTakeFirstOrThrow()
      return `coupon ${row.coupon_id} given to ${username.trim()}: ${name}`
    },
  },
  {
    name: 'sms:outbox',
    usage: '[mobile]',
    description: 'The latest 20 SMS codes "sent" (the dev outbox), optionally for one mobile',
    arity: [0, 1],
    async run(ctx) {
      const mobile = ctx.args[0]
      if (mobile !== undefined && !/^1\d{10}$/.test(mobile)) throw new OpsError(`not a mobile number: ${mobile}`)
      let query = ctx.db
        .selectFrom('sms_code')
        .select(['mobile', 'purpose', 'code', 'created_at', 'expires_at', 'used', 'attempts'])
        .orderBy('created_at', 'desc')
        .orderBy('key')
        .limit(20)
      if (mobile) query = query.where('mobile', '=', mobile)
      const rows = await query.execute()
      if (!rows.length) return mobile ? `no codes sent to ${mobile}` : 'no codes sent yet'
      const nowSec = ctx.clock.now()
      const head = `${pad('mobile', 12)} ${pad('purpose', 14)} ${pad('code', 7)} ${pad('sent (UTC)', 20)} used`
      const lines = rows.map((r) => {
        const state = r.used ? 'yes' : r.expires_at <= nowSec ? 'expired' : r.attempts >= 5 ? 'dead' : 'no'
        return `${pad(r.mobile, 12)} ${pad(r.purpose, 14)} ${pad(r.code, 7)} ${pad(time(r.created_at), 20)} ${state}`
      })
      return [head, ...lines].join('\n')
    },
  },
  ...verifierCommands,
  ...orderCommands,
  ...accountCommands,
  ...chatCommands,
  {
    name: 'security:key',
    usage: '',
    description: 'Print the API security public key (for config.js publicKey; apiSecurity: true turns encryption on)',
    arity: [0, 0],
    async run(ctx) {
      if (!ctx.dataDir) throw new OpsError('no data directory known to this caller')
      const key = apiSecurityKey(ctx.dataDir)
      return [
        `# private key: ${ctx.dataDir}/${API_KEY_FILE} (keep it there; made on first start)`,
        '# in dist/web/config.js: apiSecurity: true, publicKey: the text below',
        key.publicKeyPem.trim(),
      ].join('\n')
    },
  },
  {
    name: 'help',
    usage: '',
    description: 'List the commands',
    arity: [0, 0],
    async run() {
      return helpText()
    },
  },
]

export function findCommand(name: string): OpsCommand | undefined {
  return commands.find((c) => c.name === name)
}

export function helpText(): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.trim().length))
  return [
    'usage: npm run ops -- <command> [args…]',
    '',
    ...commands.map((c) => `  ${pad(`${c.name} ${c.usage}`.trim(), width)}  ${c.description}`),
  ].join('\n')
}

/** run a command by name; unknown names are an OpsError that carries the help text */
export async function runCommand(deps: { db: Database; clock: Clock; dataDir?: string } | (Deps & { dataDir?: string }), name: string, args: string[]): Promise<string> {
  const command = findCommand(name)
  if (!command) throw new OpsError(`unknown command: ${name}\n\n${helpText()}`)
  const [min, max] = command.arity
  if (args.length < min || args.length > max) throw new OpsError(`usage: npm run ops -- ${command.name} ${command.usage}`.trim())
  const full = 'config' in deps && 'handle' in deps ? { db: deps.db, clock: deps.clock, handle: deps.handle, config: deps.config } : undefined
  return command.run({ db: deps.db, clock: deps.clock, args, dataDir: deps.dataDir, deps: full })
}
