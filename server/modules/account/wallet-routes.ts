import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { opt } from '../../http/params.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import {
  addBankAccount, bankAccountInfo, bankAccountPage, defaultBankAccount, deleteBankAccount, editBankAccount, setDefaultBankAccount,
} from './bank-account.ts'
import { accountConfig } from './config.ts'
import { createRechargeOrder, packageInfo, packagePage, rechargeOrderInfo, rechargeOrderPage } from './recharge.ts'
import { isSigned, signIn, signinMonth, signStatus } from './signin.ts'
import { applyWithdraw, configWire, transferTypes, withdrawDetail, withdrawInfo, withdrawPage } from './withdraw.ts'

// Sign-in, top-ups, withdrawals and withdrawal accounts (reference §6.4, §6.5).

nameField('recharge_id', '充值套餐', 'top-up package')
nameField('apply_money', '提现金额', 'amount')
nameField('transfer_type', '提现方式', 'withdrawal method')
nameField('withdraw_type', '账户类型', 'account type')
nameField('realname', '真实姓名', 'real name')
nameField('bank_name', '开户银行', 'bank name')
nameField('branch_bank_name', '开户银行', 'bank name')
nameField('account_number', '提现账号', 'account number')
nameField('bank_account', '账号', 'account number')
nameField('month', '月份', 'month')

const transferType = () => z.string().trim().min(1).max(20)
const accountFields = {
  realname: v.str(30, 1),
  mobile: v.mobile(),
  withdraw_type: transferType(),
  branch_bank_name: opt(v.str(60)),
  bank_account: v.str(64, 1),
  is_default: opt(v.flag()),
}

export function registerWallet(app: FastifyInstance) {
  // --- sign-in ---
  api(app, '/api/membersignin/issign', { auth: 'required' }, (ctx) => isSigned(ctx.deps.db, ctx.memberId, ctx.deps.clock))
  api(app, '/api/membersignin/getSignStatus', { auth: 'required' }, (ctx) => signStatus(ctx.deps.db, ctx.memberId, ctx.deps.clock))
  api(app, '/api/membersignin/signin', { auth: 'required' }, (ctx) => signIn(ctx.deps.db, ctx.memberId, ctx.deps.clock))
  api(app, '/api/membersignin/award', { method: 'GET' }, (ctx) => accountConfig(ctx.deps.db, 'account_signin'))
  api(app, '/api/membersignin/lists', { params: { month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }, auth: 'required' }, (ctx) =>
    signinMonth(ctx.deps.db, ctx.memberId, ctx.params.month),
  )

  // --- top-ups ---
  api(app, '/memberrecharge/api/memberrecharge/page', { method: 'GET', params: { page: v.page(), page_size: v.pageSize(12, 50) } }, (ctx) =>
    packagePage(ctx.deps.db, ctx.params.page, ctx.params.page_size),
  )
  api(app, '/memberrecharge/api/memberrecharge/info', { method: 'GET', params: { recharge_id: v.id() } }, (ctx) => packageInfo(ctx.deps.db, ctx.params.recharge_id))
  api(app, '/memberrecharge/api/ordercreate/create', { params: { recharge_id: v.id() }, auth: 'required' }, (ctx) =>
    createRechargeOrder(ctx.deps, ctx.memberId, ctx.params.recharge_id),
  )
  api(app, '/memberrecharge/api/order/page', { method: 'GET', params: { page: v.page(), page_size: v.pageSize(10, 50) }, auth: 'required' }, (ctx) =>
    rechargeOrderPage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
  api(
    app,
    '/memberrecharge/api/order/info',
    { method: 'GET', params: { order_id: opt(v.id()), out_trade_no: opt(z.string().trim().regex(/^[A-Za-z0-9_-]{6,64}$/)) }, auth: 'required' },
    (ctx) => rechargeOrderInfo(ctx.deps.db, ctx.memberId, ctx.params),
  )

  // --- withdrawals ---
  api(app, '/api/memberwithdraw/info', { auth: 'required' }, (ctx) => withdrawInfo(ctx.deps.db, ctx.memberId))
  api(app, '/api/memberwithdraw/config', { method: 'GET' }, async (ctx) => configWire(await accountConfig(ctx.deps.db, 'account_withdraw')))
  api(app, '/api/memberwithdraw/transferType', { method: 'GET' }, (ctx) => transferTypes(ctx.deps.db, ctx.lang))
  api(
    app,
    '/api/memberwithdraw/apply',
    {
      params: {
        apply_money: v.money(),
        transfer_type: transferType(),
        realname: v.str(30, 1),
        mobile: v.str(20),
        bank_name: opt(v.str(60)),
        account_number: v.str(64, 1),
      },
      auth: 'required',
    },
    (ctx) => applyWithdraw(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(
    app,
    '/api/memberwithdraw/page',
    { method: 'GET', params: { status: opt(v.int(-1, 2)), page: v.page(), page_size: v.pageSize(10, 50) }, auth: 'required' },
    (ctx) => withdrawPage(ctx.deps.db, ctx.memberId, ctx.params, ctx.lang),
  )
  api(app, '/api/memberwithdraw/detail', { method: 'GET', params: { id: v.id() }, auth: 'required' }, (ctx) =>
    withdrawDetail(ctx.deps.db, ctx.memberId, ctx.params.id, ctx.lang),
  )

  // --- withdrawal accounts ---
  api(app, '/api/memberbankaccount/page', { method: 'GET', params: { page: v.page(), page_size: v.pageSize(10, 50) }, auth: 'required' }, (ctx) =>
    bankAccountPage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size, ctx.lang),
  )
  api(app, '/api/memberbankaccount/info', { method: 'GET', params: { id: v.id() }, auth: 'required' }, (ctx) =>
    bankAccountInfo(ctx.deps.db, ctx.memberId, ctx.params.id, ctx.lang),
  )
  api(app, '/api/memberbankaccount/defaultinfo', { method: 'GET', auth: 'required' }, (ctx) => defaultBankAccount(ctx.deps.db, ctx.memberId, ctx.lang))
  api(app, '/api/memberbankaccount/add', { params: accountFields, auth: 'required' }, (ctx) =>
    addBankAccount(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/memberbankaccount/edit', { params: { id: v.id(), ...accountFields }, auth: 'required' }, (ctx) =>
    editBankAccount(ctx.deps.db, ctx.memberId, ctx.params.id, ctx.params),
  )
  api(app, '/api/memberbankaccount/delete', { params: { id: v.id() }, auth: 'required' }, (ctx) => deleteBankAccount(ctx.deps.db, ctx.memberId, ctx.params.id))
  api(app, '/api/memberbankaccount/setdefault', { params: { id: v.id() }, auth: 'required' }, (ctx) =>
    setDefaultBankAccount(ctx.deps.db, ctx.memberId, ctx.params.id),
  )
}
