import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { msg } from '../../http/envelope.ts'
import { rateLimit } from '../../http/rate-limit.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { isVerifier, verifyCode, verifyInfo, verifyRecords, VERIFY_TYPES, type VerifyType } from './service.ts'

nameField('verify_code', '核销码', 'code')
nameField('verify_type', '核销类型', 'verify type')

const code = { verify_code: z.string().trim().regex(/^\d{6,20}$/) }
const types = Object.keys(VERIFY_TYPES) as [VerifyType, ...VerifyType[]]

/** Verification (reference §6.7). The member sidebar asks whether to show the verify desk. */
export function registerVerify(app: FastifyInstance) {
  api(app, '/api/verify/checkisverifier', { auth: 'required' }, (ctx) => isVerifier(ctx.deps.db, ctx.memberId))

  api(app, '/api/verify/getVerifyType', { method: 'GET', auth: 'required' }, () => VERIFY_TYPES)

  // codes are guessable by trying: look-ups and uses are limited per member
  const limit = (memberId: number, now: number) =>
    rateLimit(app.deps.db, now, [{ scope: 'verify:member', subject: String(memberId), max: 60, window: 600 }], msg('操作太频繁，请稍后再试', 'Too many tries: try again later'))

  api(app, '/api/verify/verifyInfo', { auth: 'required', params: code }, async (ctx) => {
    await limit(ctx.memberId, ctx.deps.clock.now())
    return verifyInfo(ctx.deps.db, ctx.memberId, ctx.params.verify_code)
  })

  api(app, '/api/verify/verify', { auth: 'required', params: code }, async (ctx) => {
    await limit(ctx.memberId, ctx.deps.clock.now())
    return verifyCode(ctx.deps.db, ctx.memberId, ctx.params.verify_code, ctx.deps.clock.now())
  })

  api(app, '/api/verify/lists', { method: 'GET', auth: 'required', params: { verify_type: z.enum(types).default('pickup'), page: v.page(), page_size: v.pageSize(10, 50) } }, (ctx) =>
    verifyRecords(ctx.deps.db, ctx.memberId, ctx.params.verify_type, ctx.params.page, ctx.params.page_size),
  )
}
