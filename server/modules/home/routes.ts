import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { floors } from './service.ts'
import { cachedAnswer } from '../../db/response-cache.ts'

export function registerHome(app: FastifyInstance) {
  api(app, '/api/pc/floors', { method: 'GET' }, ({ deps }) => cachedAnswer(deps.db, 'floors', () => floors(deps.db, deps.clock.now())))
  // a constant answer through the same route machinery: the baseline `npm run bench:api` compares with
  api(app, '/api/ping', { method: 'GET' }, () => 'pong')
}
