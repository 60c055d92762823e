import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { api } from '../../http/route.ts'
import { v } from '../../http/validate.ts'
import { opt, sortDir } from '../../http/params.ts'
import {
  isSubscribed, memberShopPage, shopCategoryTree, shopInfo, shopPage, subscribe, unsubscribe,
} from './service.ts'

export function registerShop(app: FastifyInstance) {
  api(
    app,
    '/api/shop/page',
    { method: 'GET',
      params: {
        page: v.page(),
        page_size: v.pageSize(12, 100),
        keyword: opt(v.str(50)),
        order: opt(z.enum(['', 'site_id', 'shop_sales', 'shop_desccredit'])),
        sort: opt(sortDir),
        web_city: opt(v.id()),
      },
    },
    ({ params: p, deps }) =>
      shopPage(deps.db, { keyword: p.keyword || undefined, order: p.order, sort: p.sort, web_city: p.web_city }, p.page, p.page_size),
  )
  api(app, '/api/shop/info', { method: 'GET', params: { site_id: v.id() } }, ({ params, deps }) => shopInfo(deps.db, params.site_id))
  api(app, '/api/shopgoodscategory/tree', { method: 'GET', params: { site_id: v.id() } }, ({ params, deps }) =>
    shopCategoryTree(deps.db, params.site_id),
  )

  // a visitor follows nothing; add/delete are login-forced
  api(app, '/api/shopmember/issubscribe', { method: 'GET', params: { site_id: v.id() }, auth: 'optional' }, ({ params, deps, memberId }) =>
    memberId === null ? false : isSubscribed(deps.db, memberId, params.site_id),
  )
  api(app, '/api/shopmember/add', { params: { site_id: v.id() }, auth: 'required' }, (ctx) =>
    subscribe(ctx.deps.db, ctx.memberId, ctx.params.site_id, ctx.deps.clock),
  )
  api(app, '/api/shopmember/delete', { params: { site_id: v.id() }, auth: 'required' }, (ctx) =>
    unsubscribe(ctx.deps.db, ctx.memberId, ctx.params.site_id),
  )
  api(
    app,
    '/api/shopmember/membershoppages',
    { method: 'GET', params: { page: v.page(), page_size: v.pageSize(10, 100) }, auth: 'required' },
    (ctx) => memberShopPage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
}
