import type { FastifyInstance } from 'fastify'
import { api } from '../../http/route.ts'
import { v } from '../../http/validate.ts'
import { opt } from '../../http/params.ts'
import { helpClassInfo, helpInfo, helpPage, noticeInfo, noticePage } from './service.ts'

export function registerCms(app: FastifyInstance) {
  api(
    app,
    '/api/notice/page',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(10, 100), receiving_type: opt(v.str(20)) } },
    ({ params, deps }) => noticePage(deps.db, params.page, params.page_size, params.receiving_type || undefined),
  )
  api(app, '/api/notice/info', { method: 'GET', params: { id: v.id() } }, ({ params, deps }) => noticeInfo(deps.db, params.id))
  api(
    app,
    '/api/help/page',
    { method: 'GET', params: { class_id: opt(v.id()), page: v.page(), page_size: v.pageSize(10, 100) } },
    ({ params, deps }) => helpPage(deps.db, params.class_id || undefined, params.page, params.page_size),
  )
  api(app, '/api/help/info', { method: 'GET', params: { id: v.id() } }, ({ params, deps }) => helpInfo(deps.db, params.id))
  api(app, '/api/helpclass/info', { method: 'GET', params: { class_id: v.id() } }, ({ params, deps }) =>
    helpClassInfo(deps.db, params.class_id),
  )
}
