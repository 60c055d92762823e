import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { checkPayPassword, hasPayPassword, sendPayPasswordCode, setPayPassword, verifyPayPasswordCode } from './service.ts'

nameField('pay_password', '支付密码', 'pay password')
nameField('password', '支付密码', 'pay password')
nameField('code', '动态码', 'code')
nameField('key', '验证码标识', 'code key')

const key = () => v.str(64, 1)
const code = () => z.string().trim().regex(/^\d{4,6}$/)

export function registerPayPassword(app: FastifyInstance) {
  // {key}, like every code call (reference §6.2: the client reads data.key)
  api(app, '/api/member/paypwdcode', { auth: 'required' }, async (ctx) => ({ key: await sendPayPasswordCode(ctx.deps.db, ctx.memberId, ctx.deps.clock) }))
  api(app, '/api/member/verifypaypwdcode', { params: { key: key(), code: code() }, auth: 'required' }, (ctx) =>
    verifyPayPasswordCode(ctx.deps.db, ctx.memberId, ctx.params.key, ctx.params.code, ctx.deps.clock),
  )
  api(
    app,
    '/api/member/modifypaypassword',
    { params: { key: key(), code: code(), password: z.string().trim().regex(/^\d{6}$/) }, auth: 'required' },
    (ctx) => setPayPassword(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock),
  )
  api(app, '/api/member/checkpaypassword', { params: { pay_password: z.string().max(20) }, auth: 'required' }, async (ctx) => {
    await checkPayPassword(ctx.deps.db, ctx.memberId, ctx.params.pay_password, ctx.deps.clock.now())
    return 1
  })
  // whether one is set: 1/0 (member/detail carries the same as `pay_password`)
  api(app, '/api/member/ispaypassword', { auth: 'required' }, async (ctx) => ((await hasPayPassword(ctx.deps.db, ctx.memberId)) ? 1 : 0))
}
