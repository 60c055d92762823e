import type { FastifyInstance } from 'fastify'
import { registerSite } from './site/routes.ts'
import { registerImages } from './images/routes.ts'
import { registerAuth } from './auth/routes.ts'
import { registerMember } from './member/routes.ts'
import { registerOps } from './ops/routes.ts'

/** Every contract module, one line each. */
export async function registerModules(app: FastifyInstance) {
  registerSite(app)
  registerImages(app)
  registerAuth(app)
  registerMember(app)
  registerOps(app)
}
