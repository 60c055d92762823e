import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, errors, msg, type Lang } from '../../http/envelope.ts'
import { toFen, yuan } from '../../http/money.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { rateLimit } from '../../http/rate-limit.ts'
import { accountConfig, offeredTransferTypes, TRANSFER_TYPES, type WithdrawConfig } from './config.ts'
import { moveAccount, moveAccountOrFail } from './ledger.ts'
import { beijingStamp } from '../../clock.ts'

// Withdrawals (reference §6.4) from the withdrawable bucket (balance_money). The money is reserved at
// application — a ledger row and a conditional update that never lets the bucket go below zero, so
// of parallel applications only what fits is accepted — and returned on refusal. The operator moves
// an application on (npm run ops -- withdraw:approve|refuse|transfer <withdraw_no>), each step one
// conditional update on the status, so a withdrawal is paid out at most once.

export const WITHDRAW_STATUS = { pending: 0, approved: 1, transferred: 2, refused: -1 } as const
const STATUS_NAMES: Record<number, { zh: string; en: string }> = {
  0: msg('待审核', 'Pending review'),
  1: msg('待转账', 'Approved, awaiting transfer'),
  2: msg('已转账', 'Transferred'),
  [-1]: msg('已拒绝', 'Refused'),
}
const fail = (zh: string, en: string, code: number) => new ApiError('WITHDRAW_ERROR', msg(zh, en), { code })
const notFound = () => errors.notFound(msg('提现记录不存在', 'This withdrawal does not exist'))

export const rateText = (rate: number) => (rate / 100).toFixed(2)
export const feeOf = (amount: number, rate: number) => Math.round((amount * rate) / 10_000)

const closed = () => fail('提现功能未开启', 'Withdrawals are not open', -10100)

export async function withdrawInfo(db: Database, memberId: number) {
  const config = await accountConfig(db, 'account_withdraw')
  const m = await db.selectFrom('member').select(['member_id', 'username', 'nickname', 'mobile', 'balance', 'balance_money']).where('member_id', '=', memberId).executeTakeFirst()
  if (!m) throw errors.notFound()
  return {
    member_info: { member_id: m.member_id, username: m.username, nickname: m.nickname, mobile: m.mobile ?? '', balance: yuan(m.balance), balance_money: yuan(m.balance_money) },
    config: configWire(config),
  }
}

export const configWire = (c: WithdrawConfig) => ({ is_use: c.is_use, min: yuan(c.min), rate: rateText(c.rate), transfer_type: offeredTransferTypes(c).join(',') })

/** /api/memberwithdraw/transferType: the offered types by name (the PC form never offers wechatpay) */
export async function transferTypes(db: Database, lang: Lang): Promise<Record<string, string>> {
  const config = await accountConfig(db, 'account_withdraw')
  return Object.fromEntries(offeredTransferTypes(config).map((t) => [t, TRANSFER_TYPES[t]![lang === 'en' ? 'en' : 'zh']]))
}

export interface ApplyInput {
  apply_money: string
  transfer_type: string
  realname: string
  mobile: string
  bank_name?: string
  account_number: string
}


export async function applyWithdraw(db: Kysely<DB>, memberId: number, input: ApplyInput, now: number) {
  const config = await accountConfig(db, 'account_withdraw')
  if (!config.is_use) throw closed()
  if (!offeredTransferTypes(config).includes(input.transfer_type)) throw fail('不支持该提现方式', 'This withdrawal method is not offered', -10101)
  const amount = toFen(input.apply_money)
  if (amount <= 0) throw fail('提现金额须大于 0', 'The amount must be above 0', -10102)
  if (amount < config.min) throw fail(`提现金额不能少于 ${yuan(config.min)} 元`, `The amount must be at least ${yuan(config.min)}`, -10103)
  const realname = input.realname.trim()
  const account = input.account_number.replace(/\s+/g, '')
  const bankName = (input.bank_name ?? '').trim()
  if (!realname || !account) throw fail('请选择提现账户', 'Choose the account to withdraw to', -10104)
  if (input.transfer_type === 'bank' && !bankName) throw fail('请输入开户银行', 'Enter the bank name', -10104)
  await rateLimit(db, now, [{ scope: 'withdraw:member', subject: String(memberId), max: 30, window: 3600 }], msg('提现申请过于频繁', 'Too many withdrawal applications'))
  const fee = feeOf(amount, config.rate)
  const withdrawNo = `WD${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
  return db.transaction().execute(async (trx) => {
    // reserve: one conditional update of the withdrawable bucket with its ledger row
    const left = await moveAccount(trx, { member_id: memberId, account_type: 'balance_money', amount: -amount, from_type: 'withdraw', related_id: withdrawNo, remark: `提现申请 ${withdrawNo}`, now })
    if (left === null) {
      const m = await trx.selectFrom('member').select('balance_money').where('member_id', '=', memberId).executeTakeFirst()
      throw fail(
        `可提现余额不足：当前可提现 ${yuan(m?.balance_money ?? 0)} 元`,
        `Not enough withdrawable balance: ${yuan(m?.balance_money ?? 0)} available`,
        -10105,
      )
    }
    const row = await trx
      .insertInto('member_withdraw')
      .values({
        withdraw_no: withdrawNo, member_id: memberId, transfer_type: input.transfer_type, transfer_type_name: TRANSFER_TYPES[input.transfer_type]!.zh,
        realname, mobile: input.mobile.trim(), bank_name: input.transfer_type === 'bank' ? bankName : '', account_number: account,
        apply_money: amount, rate: config.rate, service_money: fee, money: amount - fee, status: 0, apply_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, withdraw_no: withdrawNo }
  })
}

type WithdrawRow = { id: number; withdraw_no: string; transfer_type: string; transfer_type_name: string; realname: string; mobile: string; bank_name: string; account_number: string; apply_money: number; rate: number; service_money: number; money: number; status: number; refuse_reason: string; apply_time: number; audit_time: number; payment_time: number }

function wire(r: WithdrawRow, lang: Lang) {
  const l = lang === 'en' ? 'en' : 'zh'
  return {
    id: r.id,
    withdraw_no: r.withdraw_no,
    transfer_type: r.transfer_type,
    transfer_type_name: TRANSFER_TYPES[r.transfer_type]?.[l] ?? r.transfer_type_name,
    realname: r.realname,
    mobile: r.mobile,
    bank_name: r.bank_name,
    account_number: r.account_number,
    apply_money: yuan(r.apply_money),
    rate: rateText(r.rate),
    service_money: yuan(r.service_money),
    money: yuan(r.money),
    status: r.status,
    status_name: STATUS_NAMES[r.status]?.[l] ?? '',
    refuse_reason: r.refuse_reason,
    apply_time: r.apply_time,
    audit_time: r.audit_time,
    payment_time: r.payment_time,
  }
}

export async function withdrawPage(db: Database, memberId: number, filter: { status?: number; page: number; page_size: number }, lang: Lang) {
  let base = db.selectFrom('member_withdraw').where('member_id', '=', memberId)
  if (filter.status !== undefined) base = base.where('status', '=', filter.status)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('apply_time', 'desc').orderBy('id', 'desc').limit(filter.page_size).offset(pageOffset(filter.page, filter.page_size)).execute(),
  ])
  return paged(Number(count.n), filter.page_size, rows.map((r) => wire(r, lang)))
}

export async function withdrawDetail(db: Database, memberId: number, id: number, lang: Lang) {
  const row = await db.selectFrom('member_withdraw').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return wire(row, lang)
}

// --- the operator's steps (commands.ts) ---

export class WithdrawStepError extends Error {}

async function byNo(db: Kysely<DB>, withdrawNo: string) {
  const row = await db.selectFrom('member_withdraw').selectAll().where('withdraw_no', '=', withdrawNo).executeTakeFirst()
  if (!row) throw new WithdrawStepError(`no withdrawal ${withdrawNo}`)
  return row
}
const statusText = (s: number) => STATUS_NAMES[s]?.en.toLowerCase() ?? String(s)

/** pending → approved */
export async function approveWithdraw(db: Kysely<DB>, withdrawNo: string, now: number) {
  const res = await db.updateTable('member_withdraw').set({ status: 1, audit_time: now }).where('withdraw_no', '=', withdrawNo).where('status', '=', 0).executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw new WithdrawStepError(`${withdrawNo} is ${statusText((await byNo(db, withdrawNo)).status)}: only a pending withdrawal can be approved`)
}

/** pending or approved (not yet transferred) → refused, the reserved money back in the withdrawable bucket */
export async function refuseWithdraw(db: Kysely<DB>, withdrawNo: string, reason: string, now: number) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('member_withdraw')
      .set({ status: -1, refuse_reason: reason.slice(0, 200), audit_time: now })
      .where('withdraw_no', '=', withdrawNo)
      .where('status', 'in', [0, 1])
      .returning(['member_id', 'apply_money'])
      .executeTakeFirst()
    if (!row) throw new WithdrawStepError(`${withdrawNo} is ${statusText((await byNo(trx, withdrawNo)).status)}: only a pending or approved withdrawal can be refused`)
    await moveAccountOrFail(trx, {
      member_id: row.member_id, account_type: 'balance_money', amount: row.apply_money, from_type: 'withdraw_refuse', related_id: withdrawNo,
      remark: `提现 ${withdrawNo} 被拒绝${reason ? `：${reason.slice(0, 100)}` : ''}`, now,
    })
  })
}

/** approved → transferred: paid out once (the money left the bucket at application) */
export async function transferWithdraw(db: Kysely<DB>, withdrawNo: string, now: number) {
  const res = await db.updateTable('member_withdraw').set({ status: 2, payment_time: now }).where('withdraw_no', '=', withdrawNo).where('status', '=', 1).executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw new WithdrawStepError(`${withdrawNo} is ${statusText((await byNo(db, withdrawNo)).status)}: only an approved withdrawal can be transferred`)
}
