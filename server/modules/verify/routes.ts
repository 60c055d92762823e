import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { isVerifier } from './service.ts'

/** Verification (reference §6.7). The member sidebar asks whether to show the verify desk. */
export function registerVerify(app: FastifyInstance) {
  api(app, '/api/verify/checkisverifier', { auth: 'required' }, (ctx) => isVerifier(ctx.deps.db, ctx.memberId))
}
