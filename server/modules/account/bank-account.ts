import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, errors, msg, type Lang } from '../../http/envelope.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { accountConfig, offeredTransferTypes, TRANSFER_TYPES } from './config.ts'

// Withdrawal accounts (reference §6.4): bank cards and Alipay accounts of the member, one default.
// Every query carries the member: another member's id reads as not found. At most one default per
// member (a partial unique index); default changes are serialized per member.

export const MAX_ACCOUNTS = 20

export interface AccountFields {
  realname: string
  mobile: string
  withdraw_type: string
  branch_bank_name?: string
  bank_account: string
  is_default?: 0 | 1
}

const notFound = () => errors.notFound(msg('账户不存在', 'This account does not exist'))
const bad = (zh: string, en: string) => new ApiError('PARAMETER_ERROR', msg(zh, en))

function wire(r: { id: number; realname: string; mobile: string; withdraw_type: string; branch_bank_name: string; bank_account: string; is_default: number; create_time: number }, lang: Lang) {
  return {
    id: r.id,
    realname: r.realname,
    mobile: r.mobile,
    withdraw_type: r.withdraw_type,
    withdraw_type_name: TRANSFER_TYPES[r.withdraw_type]?.[lang === 'en' ? 'en' : 'zh'] ?? r.withdraw_type,
    branch_bank_name: r.branch_bank_name,
    bank_account: r.bank_account,
    is_default: r.is_default,
    create_time: r.create_time,
  }
}

/** the rules of an account's fields; returns them cleaned */
async function checked(db: Database, f: AccountFields) {
  const config = await accountConfig(db, 'account_withdraw')
  if (!offeredTransferTypes(config).includes(f.withdraw_type)) {
    throw bad('不支持该提现方式', 'This withdrawal method is not offered')
  }
  const realname = f.realname.trim()
  if (!realname) throw bad('请输入真实姓名', 'Enter the account holder’s real name')
  const account = f.bank_account.replace(/\s+/g, '')
  let bankName = ''
  if (f.withdraw_type === 'bank') {
    bankName = (f.branch_bank_name ?? '').trim()
    if (!bankName) throw bad('请输入开户银行', 'Enter the bank name')
    if (!/^\d{12,30}$/.test(account)) throw bad('银行卡号须为 12-30 位数字', 'The card number must be 12 to 30 digits')
  } else if (!/^1\d{10}$/.test(account) && !/^[^\s@]{1,64}@[^\s@]{1,100}\.[A-Za-z]{2,20}$/.test(account)) {
    throw bad('支付宝账号须为手机号或邮箱', 'The Alipay account must be a mobile number or an e-mail address')
  }
  return { realname, mobile: f.mobile.trim(), withdraw_type: f.withdraw_type, branch_bank_name: bankName, bank_account: account }
}

const lockMember = (trx: Transaction<DB>, memberId: number) => sql`select pg_advisory_xact_lock(hashtext(${`bank_account:${memberId}`}))`.execute(trx)

async function makeDefault(trx: Transaction<DB>, memberId: number, id: number) {
  await trx.updateTable('member_bank_account').set({ is_default: 0 }).where('member_id', '=', memberId).where('is_default', '=', 1).where('id', '<>', id).execute()
  await trx.updateTable('member_bank_account').set({ is_default: 1 }).where('member_id', '=', memberId).where('id', '=', id).execute()
}

export async function bankAccountPage(db: Database, memberId: number, page: number, pageSize: number, lang: Lang) {
  const base = db.selectFrom('member_bank_account').where('member_id', '=', memberId)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('is_default', 'desc').orderBy('id', 'desc').limit(pageSize).offset(pageOffset(page, pageSize)).execute(),
  ])
  return paged(Number(count.n), pageSize, rows.map((r) => wire(r, lang)))
}

export async function bankAccountInfo(db: Database, memberId: number, id: number, lang: Lang) {
  const row = await db.selectFrom('member_bank_account').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return wire(row, lang)
}

/** the default account, or null when the member has none */
export async function defaultBankAccount(db: Database, memberId: number, lang: Lang) {
  const row = await db.selectFrom('member_bank_account').selectAll().where('member_id', '=', memberId).where('is_default', '=', 1).executeTakeFirst()
  return row ? wire(row, lang) : null
}

export async function addBankAccount(db: Database, memberId: number, f: AccountFields, now: number): Promise<number> {
  const values = await checked(db, f)
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const count = await trx.selectFrom('member_bank_account').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_ACCOUNTS) throw bad(`最多添加 ${MAX_ACCOUNTS} 个账户`, `At most ${MAX_ACCOUNTS} accounts`)
    const row = await trx.insertInto('member_bank_account').values({ ...values, member_id: memberId, is_default: 0, create_time: now }).returning('id').executeTakeFirstOrThrow()
    // the first account is the default
    if (f.is_default === 1 || Number(count.n) === 0) await makeDefault(trx, memberId, row.id)
    return row.id
  })
}

export async function editBankAccount(db: Database, memberId: number, id: number, f: AccountFields): Promise<number> {
  const values = await checked(db, f)
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const res = await trx.updateTable('member_bank_account').set(values).where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw notFound()
    if (f.is_default === 1) await makeDefault(trx, memberId, id)
    return id
  })
}

export async function deleteBankAccount(db: Database, memberId: number, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const gone = await trx.deleteFrom('member_bank_account').where('member_id', '=', memberId).where('id', '=', id).returning('is_default').executeTakeFirst()
    if (!gone) throw notFound()
    if (gone.is_default === 1) {
      // the newest remaining account becomes the default
      const next = await trx.selectFrom('member_bank_account').select('id').where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirst()
      if (next) await makeDefault(trx, memberId, next.id)
    }
    return 1
  })
}

export async function setDefaultBankAccount(db: Database, memberId: number, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await trx.selectFrom('member_bank_account').select('id').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound()
    await makeDefault(trx, memberId, id)
    return 1
  })
}
