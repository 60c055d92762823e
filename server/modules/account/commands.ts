import { sql } from 'kysely'
import { toFen } from '../../http/money.ts'
import { OpsError, type OpsCommand, type OpsContext } from '../../ops/command.ts'
import { ACCOUNT_CONFIG_DEFAULTS, accountConfig, setAccountConfig, type AccountConfigKey } from './config.ts'
import { moveAccount, type AccountType } from './ledger.ts'
import { ledgerMismatches } from './ledger-check.ts'
import { approveWithdraw, refuseWithdraw, transferWithdraw, WithdrawStepError } from './withdraw.ts'

// What the platform does with members' accounts outside the storefront: move a withdrawal on
// (approve → transfer, or refuse: the money goes back), adjust an account through the ledger, and
// change the account settings.

const withdrawNo = (ctx: OpsContext) => {
  const no = ctx.args[0]!.trim()
  if (!/^WD\d{6,30}$/.test(no)) throw new OpsError(`not a withdraw_no: ${no}`)
  return no
}

async function step(fn: () => Promise<void>) {
  try {
    await fn()
  } catch (err) {
    if (err instanceof WithdrawStepError) throw new OpsError(err.message)
    throw err
  }
}

async function memberNamed(ctx: OpsContext, username: string) {
  const m = await ctx.db.selectFrom('member').select(['member_id', 'username']).where(sql<string>`lower(username)`, '=', username.trim().toLowerCase()).executeTakeFirst()
  if (!m) throw new OpsError(`no member named ${username}`)
  return m
}

const ADJUSTABLE: AccountType[] = ['balance', 'balance_money', 'point', 'growth']

export const accountCommands: OpsCommand[] = [
  {
    name: 'withdraw:approve',
    usage: '<withdraw_no>',
    description: 'Approve a pending withdrawal (待审核 → 待转账)',
    arity: [1, 1],
    async run(ctx) {
      const no = withdrawNo(ctx)
      await step(() => approveWithdraw(ctx.db, no, ctx.clock.now()))
      return `${no} approved: awaiting transfer`
    },
  },
  {
    name: 'withdraw:refuse',
    usage: '<withdraw_no> [reason…]',
    description: 'Refuse a pending or approved withdrawal: the money goes back to the withdrawable balance',
    arity: [1, 50],
    async run(ctx) {
      const no = withdrawNo(ctx)
      const reason = ctx.args.slice(1).join(' ').trim() || '平台审核未通过'
      await step(() => refuseWithdraw(ctx.db, no, reason, ctx.clock.now()))
      return `${no} refused (${reason}): the money is back in the withdrawable balance`
    },
  },
  {
    name: 'withdraw:transfer',
    usage: '<withdraw_no>',
    description: 'Mark an approved withdrawal transferred (paid out, at most once)',
    arity: [1, 1],
    async run(ctx) {
      const no = withdrawNo(ctx)
      await step(() => transferWithdraw(ctx.db, no, ctx.clock.now()))
      return `${no} transferred`
    },
  },
  {
    name: 'withdraw:list',
    usage: '[username]',
    description: 'The latest withdrawals (of one member), newest first',
    arity: [0, 1],
    async run(ctx) {
      let q = ctx.db.selectFrom('member_withdraw as w').innerJoin('member as m', 'm.member_id', 'w.member_id')
        .select(['w.withdraw_no', 'm.username', 'w.apply_money', 'w.status', 'w.transfer_type', 'w.apply_time'])
      if (ctx.args[0]) q = q.where('w.member_id', '=', (await memberNamed(ctx, ctx.args[0])).member_id)
      const rows = await q.orderBy('w.id', 'desc').limit(20).execute()
      if (!rows.length) return 'no withdrawals'
      const names: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'transferred', [-1]: 'refused' }
      return rows.map((r) => `${r.withdraw_no}  ${r.username}  ${(r.apply_money / 100).toFixed(2)}  ${r.transfer_type}  ${names[r.status]}`).join('\n')
    },
  },
  {
    name: 'account:adjust',
    usage: '<username> <balance|balance_money|point|growth> <amount> [remark…]',
    description: "Adjust a member's account through the ledger (money in yuan, may be negative; never below zero)",
    arity: [3, 50],
    async run(ctx) {
      const [username, type, amountText] = ctx.args as [string, string, string]
      if (!ADJUSTABLE.includes(type as AccountType)) throw new OpsError(`the account is one of ${ADJUSTABLE.join(', ')}`)
      const account = type as AccountType
      const negative = amountText.startsWith('-')
      const abs = negative ? amountText.slice(1) : amountText
      let amount: number
      if (account === 'balance' || account === 'balance_money') {
        try {
          amount = toFen(abs)
        } catch {
          throw new OpsError(`not an amount of money: ${amountText}`)
        }
      } else {
        if (!/^\d{1,9}$/.test(abs)) throw new OpsError(`not a whole number: ${amountText}`)
        amount = Number(abs)
      }
      if (negative) amount = -amount
      const m = await memberNamed(ctx, username)
      const remark = ctx.args.slice(3).join(' ').trim() || 'ops account:adjust'
      const total = await moveAccount(ctx.db, { member_id: m.member_id, account_type: account, amount, from_type: 'adjust', related_id: `ops:${ctx.clock.now()}`, remark, now: ctx.clock.now() })
      if (total === null) throw new OpsError(`${m.username}'s ${account} cannot go below zero`)
      const shown = account === 'balance' || account === 'balance_money' ? (total / 100).toFixed(2) : String(total)
      return `${m.username} ${account} ${shown}`
    },
  },
  {
    name: 'account:check',
    usage: '',
    description: "Check the ledger: every member's balance, withdrawable balance, points and growth equal the sum of their rows, none negative",
    arity: [0, 0],
    async run(ctx) {
      const bad = await ledgerMismatches(ctx.db)
      if (!bad.length) return 'ledger sound: every member’s totals equal their ledger rows'
      return [`${bad.length} mismatch(es):`, ...bad.slice(0, 50).map((r) => `member ${r.member_id} ${r.account_type}: total ${r.total}, rows ${r.rows}`)].join('\n')
    },
  },
  {
    name: 'account:config',
    usage: `<${Object.keys(ACCOUNT_CONFIG_DEFAULTS).join('|')}> [json]`,
    description: 'Show an account setting, or merge JSON into it (withdraw: is_use, min fen, rate 1/100 %, transfer_type; sign-in: point, growth, cycle, continuous)',
    arity: [1, 2],
    async run(ctx) {
      const key = ctx.args[0] as AccountConfigKey
      if (!(key in ACCOUNT_CONFIG_DEFAULTS)) throw new OpsError(`the setting is one of ${Object.keys(ACCOUNT_CONFIG_DEFAULTS).join(', ')}`)
      const current = await accountConfig(ctx.db, key)
      if (ctx.args[1] === undefined) return JSON.stringify(current)
      let patch: unknown
      try {
        patch = JSON.parse(ctx.args[1])
      } catch {
        throw new OpsError('the value is not JSON')
      }
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new OpsError('the value must be a JSON object')
      const next = { ...current, ...patch } as typeof current
      await setAccountConfig(ctx.db, key, next)
      return JSON.stringify(next)
    },
  },
]
