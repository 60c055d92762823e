import { hashPassword } from '../../http/password.ts'
import { OpsError, type OpsCommand, type OpsContext } from '../../ops/command.ts'
import { hubFor, memberUid, servicerUid } from '../../chat/hub.ts'
import { agentAnswer } from './agent.ts'
import { agentById, forgetAgents } from './service.ts'

// What support staff and tests do to the chat from outside a browser: see who is online, drop a
// member's connection (as a network failure would), answer as an agent.

async function memberId(ctx: OpsContext, username: string) {
  const m = await ctx.db.selectFrom('member').select('member_id').where('username', '=', username).executeTakeFirst()
  if (!m) throw new OpsError(`no member named ${username}`)
  return m.member_id
}

function liveHub(ctx: OpsContext) {
  const hub = hubFor(ctx.db)
  if (!hub) throw new OpsError('the chat runs in the server: start it (npm start) and run this again')
  return hub
}

export const chatCommands: OpsCommand[] = [
  {
    name: 'servicer:add',
    usage: '<username> <site_id> <password> [nickname…]',
    description: 'Add a chat agent (servicer) to a shop (site_id 0 = the platform)',
    arity: [3, 20],
    async run(ctx) {
      const [username, siteArg, password, ...nick] = ctx.args as [string, string, string, ...string[]]
      if (!/^[A-Za-z0-9_-]{2,30}$/.test(username)) throw new OpsError('the username takes 2–30 letters, digits, - or _')
      if (!/^\d{1,9}$/.test(siteArg)) throw new OpsError(`not a shop id: ${siteArg}`)
      if (password.length < 6) throw new OpsError('the password needs 6 characters or more')
      const siteId = Number(siteArg)
      if (siteId > 0 && !(await ctx.db.selectFrom('shop').select('site_id').where('site_id', '=', siteId).executeTakeFirst())) throw new OpsError(`no shop ${siteId}`)
      const added = await ctx.db
        .insertInto('servicer')
        .values({ site_id: siteId, username, nickname: nick.join(' ') || username, password_hash: await hashPassword(password) })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('servicer_id')
        .executeTakeFirst()
      if (!added) throw new OpsError(`an agent named ${username} exists`)
      await ctx.db.updateTable('servicer').set({ avatar: `img/servicer/${added.servicer_id}.svg` }).where('servicer_id', '=', added.servicer_id).execute()
      forgetAgents(ctx.db, siteId)
      return `agent ${username} (${added.servicer_id}) added to site ${siteId}`
    },
  },
  {
    name: 'chat:agents',
    usage: '',
    description: 'List the chat agents (servicers) with their shop and whether they are online',
    arity: [0, 0],
    async run(ctx) {
      const rows = await ctx.db.selectFrom('servicer').select(['servicer_id', 'site_id', 'username', 'nickname']).orderBy('site_id').orderBy('servicer_id').execute()
      const hub = hubFor(ctx.db)
      const online = hub ? await hub.online(rows.map((r) => `s:${r.servicer_id}`)) : rows.map(() => false)
      return rows.map((r, i) => `${r.username.padEnd(12)} site ${String(r.site_id).padEnd(4)} ${online[i] ? 'online ' : 'offline'} ${r.nickname}`).join('\n')
    },
  },
  {
    name: 'chat:drop',
    usage: '<username>',
    description: "Cut a member's chat connections without a goodbye (the client reconnects and re-syncs)",
    arity: [1, 1],
    async run(ctx) {
      const id = await memberId(ctx, ctx.args[0]!)
      await liveHub(ctx).dropUid(memberUid(id))
      return `dropped the chat connections of ${ctx.args[0]}`
    },
  },
  {
    name: 'chat:drop-agent',
    usage: '<agent username>',
    description: "Cut an agent's console connections without a goodbye (the console reconnects and re-syncs)",
    arity: [1, 1],
    async run(ctx) {
      const row = await ctx.db.selectFrom('servicer').select('servicer_id').where('username', '=', ctx.args[0]!).executeTakeFirst()
      if (!row) throw new OpsError(`no agent named ${ctx.args[0]}`)
      await liveHub(ctx).dropUid(servicerUid(row.servicer_id))
      return `dropped the console connections of ${ctx.args[0]}`
    },
  },
  {
    name: 'chat:answer',
    usage: '<agent username> <member username> <text…>',
    description: "Answer a member as an agent (stored, then pushed to the member's sockets)",
    arity: [3, 50],
    async run(ctx) {
      const [agentName, memberName, ...words] = ctx.args as [string, string, ...string[]]
      const row = await ctx.db.selectFrom('servicer').select('servicer_id').where('username', '=', agentName).executeTakeFirst()
      const agent = row && (await agentById(ctx.db, row.servicer_id))
      if (!agent) throw new OpsError(`no agent named ${agentName}`)
      const answer = await agentAnswer({ db: ctx.db, clock: ctx.clock, hub: liveHub(ctx) }, agent, {
        member_id: await memberId(ctx, memberName),
        content_type: 0,
        message: words.join(' '),
      })
      return `message ${answer.id} from ${agentName} to ${memberName}`
    },
  },
]
