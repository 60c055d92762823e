import { sql } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/index.ts'
import { patchConfig, setConfig } from '../db/site-config.ts'
import { createMember } from '../modules/auth/service.ts'
import { API_KEY_FILE, apiSecurityKey } from '../http/api-security.ts'

// The operator commands: what the platform and the shops do outside the storefront. One registry,
// used by the CLI (`npm run ops -- <command> [args…]`) and by the loopback endpoint POST /ops/<command>.
// To add a command, append an entry to `commands` (a later domain may keep its commands in its own
// file and spread them in here).

export interface OpsContext {
  db: Database
  clock: Clock
  /** the words after the command name */
  args: string[]
  /** the server's data directory (keys and secrets live there) */
  dataDir?: string
}

export interface OpsCommand {
  name: string
  /** arguments, as in "member:create <username> <password>" */
  usage: string
  description: string
  /** how many args it takes: [min, max]; runCommand answers with the usage otherwise */
  arity: [number, number]
  /** returns the text to print; throws OpsError (or an ApiError of a shared rule) to fail */
  run(ctx: OpsContext): Promise<string>
}

/** a mistake of the operator: the message is printed with the command's usage */
export class OpsError extends Error {}

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
export async function runCommand(deps: { db: Database; clock: Clock; dataDir?: string }, name: string, args: string[]): Promise<string> {
  const command = findCommand(name)
  if (!command) throw new OpsError(`unknown command: ${name}\n\n${helpText()}`)
  const [min, max] = command.arity
  if (args.length < min || args.length > max) throw new OpsError(`usage: npm run ops -- ${command.name} ${command.usage}`.trim())
  return command.run({ db: deps.db, clock: deps.clock, args, dataDir: deps.dataDir })
}
