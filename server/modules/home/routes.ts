import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { v } from '../../http/validate.ts'
import { floors } from './service.ts'
import { cachedAnswer } from '../../db/response-cache.ts'
import { paged, pageOffset } from '../../db/paging.ts'

export function registerHome(app: FastifyInstance) {
  // the floors (reference §8.1): the array of every enabled floor. With `page_size` (Bazaar's
  // addition; a contract client never sends it) one page of them, {count, page_count, list}: the
  // home's first screen shows only the first floor, and the HTML embeds only that (decision 012)
  api(app, '/api/pc/floors', { method: 'GET', params: { page: v.page(), page_size: v.int(0, 100).optional() } }, async ({ params, deps }) => {
    const all = await cachedAnswer(deps.db, 'floors', () => floors(deps.db, deps.clock.now()))
    if (params.page_size === undefined) return all
    const size = params.page_size || all.length || 1
    const from = pageOffset(params.page, size)
    return paged(all.length, size, all.slice(from, from + size))
  })
  // a constant answer through the same route machinery: the baseline `npm run bench:api` compares with
  api(app, '/api/ping', { method: 'GET' }, () => 'pong')
}
