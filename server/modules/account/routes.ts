import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ApiError, failure, msg } from '../../http/envelope.ts'
import { opt } from '../../http/params.ts'
import { api, langOf } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { accountInfo, accountPage, ACCOUNT_QUERIES } from './account.ts'
import { memberCouponPage } from './coupons.ts'
import { deleteBrowseDay } from './footprint.ts'
import { AVATAR_MAX_BYTES, modifyHeadimg, modifyNickname, readAvatar, saveAvatar } from './profile.ts'
import { acceptMultipart } from '../../http/multipart.ts'
import { registerWallet } from './wallet-routes.ts'
import { checkEmail, modifyEmail, modifyMobile, modifyPassword, sendBindMobileCode, sendEmailCode, sendPasswordCode } from './security.ts'

// The member account (issue 11, reference §6.2–§6.6): profile, my coupons, the account ledger.
// Security, sign-in, recharge, withdrawals and withdrawal accounts register from their own files.

nameField('nickname', '昵称', 'nickname')
nameField('headimg', '头像', 'avatar')
nameField('account_type', '账户类型', 'account type')
nameField('from_type', '来源', 'source')
nameField('state', '状态', 'state')
nameField('day', '日期', 'day')
nameField('new_password', '新密码', 'new password')
nameField('old_password', '原密码', 'current password')
nameField('email', '邮箱', 'e-mail')

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function registerAccount(app: FastifyInstance) {
  // --- profile ---
  api(app, '/api/member/modifynickname', { params: { nickname: v.str(50) }, auth: 'required' }, (ctx) =>
    modifyNickname(ctx.deps.db, ctx.memberId, ctx.params.nickname),
  )
  api(app, '/api/member/modifyheadimg', { params: { headimg: v.str(200, 1) }, auth: 'required' }, (ctx) =>
    modifyHeadimg(ctx.deps.db, ctx.deps.config.dataDir, ctx.memberId, ctx.params.headimg),
  )
  // multipart/form-data with the image in `file` (what the reference's el-upload sends); the parser
  // only in this scope, so other endpoints still refuse multipart bodies
  void app.register(async (scope) => {
    acceptMultipart(scope, AVATAR_MAX_BYTES + 64 * 1024)
    api(scope, '/api/upload/headimg', { auth: 'required', uploadCookie: true }, (ctx) => {
      const body = (ctx.req.body ?? {}) as Record<string, unknown>
      return saveAvatar(ctx.deps.config.dataDir, ctx.memberId, body.file)
    })
  })
  app.get<{ Params: { file: string } }>('/img/upload/headimg/:file', async (req, reply) => {
    const image = readAvatar(app.deps.config.dataDir, req.params.file)
    if (!image) {
      return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    }
    // immutable: a new avatar is a new name
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(image.type).send(image.data)
  })

  // --- my coupons (reference §7.5): shop coupons and platform coupons ---
  const couponPage = { state: v.int(1, 3).default(1), page: v.page(), page_size: v.pageSize(9, 50) }
  api(app, '/coupon/api/coupon/memberpage', { method: 'GET', params: couponPage, auth: 'required' }, (ctx) =>
    memberCouponPage(ctx.deps.db, ctx.memberId, 1, ctx.params.state as 1 | 2 | 3, ctx.params.page, ctx.params.page_size, ctx.deps.clock.now()),
  )
  api(app, '/platformcoupon/api/platformcoupon/memberpage', { method: 'GET', params: couponPage, auth: 'required' }, (ctx) =>
    memberCouponPage(ctx.deps.db, ctx.memberId, 2, ctx.params.state as 1 | 2 | 3, ctx.params.page, ctx.params.page_size, ctx.deps.clock.now()),
  )

  // --- balance, points, growth and their ledger ---
  const accountType = z.enum(ACCOUNT_QUERIES)
  api(app, '/api/memberaccount/info', { method: 'GET', params: { account_type: accountType.default('balance,balance_money') }, auth: 'required' }, (ctx) =>
    accountInfo(ctx.deps.db, ctx.memberId, ctx.params.account_type),
  )
  api(
    app,
    '/api/memberaccount/page',
    {
      method: 'GET',
      params: { account_type: accountType.default('balance'), from_type: opt(v.str(30)), page: v.page(), page_size: v.pageSize(10, 100) },
      auth: 'required',
    },
    (ctx) => accountPage(ctx.deps.db, ctx.memberId, ctx.params.account_type, ctx.params, ctx.lang),
  )

  // --- footprint: a whole day at once (the list itself is /api/goodsbrowse/page) ---
  api(app, '/api/goodsbrowse/deleteday', { params: { day: z.string().trim().regex(DAY) }, auth: 'required' }, (ctx) =>
    deleteBrowseDay(ctx.deps.db, ctx.memberId, ctx.params.day),
  )

  registerSecurity(app)
  registerWallet(app)
}

const captcha = { captcha_id: v.str(64).optional(), captcha_code: v.str(16).optional() }
const smsKey = () => v.str(64, 1)
const smsCode = () => z.string().trim().regex(/^\d{4,6}$/)

/** login password, mobile, e-mail (reference §6.2; the paths' spellings are the contract's) */
function registerSecurity(app: FastifyInstance) {
  api(app, '/api/member/pwdmobliecode', { params: captcha, auth: 'required' }, (ctx) =>
    sendPasswordCode(ctx.deps.db, ctx.memberId, ctx.params, ctx.ip, ctx.deps.clock),
  )
  api(
    app,
    '/api/member/modifypassword',
    { params: { new_password: v.password(), old_password: opt(v.password()), code: opt(smsCode()), key: opt(smsKey()) }, auth: 'required' },
    (ctx) => modifyPassword(ctx.deps.db, ctx.memberId, ctx.params, (ctx.params as { token?: string }).token ?? '', ctx.deps.clock),
  )
  api(app, '/api/member/bindmobliecode', { params: { mobile: v.mobile(), ...captcha }, auth: 'required' }, (ctx) =>
    sendBindMobileCode(ctx.deps.db, ctx.memberId, ctx.params, ctx.ip, ctx.deps.clock),
  )
  api(app, '/api/member/modifymobile', { params: { mobile: v.mobile(), key: smsKey(), code: smsCode(), ...captcha }, auth: 'required' }, (ctx) =>
    modifyMobile(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock),
  )
  api(app, '/api/member/checkemail', { params: { email: v.str(120, 1) }, auth: 'required' }, (ctx) => checkEmail(ctx.deps.db, ctx.memberId, ctx.params.email))
  api(app, '/api/member/bingemailcode', { params: { email: v.str(120, 1), ...captcha }, auth: 'required' }, (ctx) =>
    sendEmailCode(ctx.deps.db, ctx.memberId, ctx.params, ctx.ip, ctx.deps.clock),
  )
  api(app, '/api/member/modifyemail', { params: { email: v.str(120, 1), key: smsKey(), code: smsCode(), ...captcha }, auth: 'required' }, (ctx) =>
    modifyEmail(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock),
  )
}
