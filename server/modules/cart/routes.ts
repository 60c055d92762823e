import type { FastifyInstance } from 'fastify'
import { errors, msg } from '../../http/envelope.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { idList } from '../../http/params.ts'
import { addToCart, cartGoodsLists, cartLists, deleteCart, editCart, MAX_CART_LINES } from './service.ts'
import { MAX_LINE_NUM } from './skus.ts'

nameField('cart_id', '购物车商品', 'cart item')
nameField('num', '数量', 'quantity')
nameField('sku_id', '商品规格', 'SKU')
nameField('site_id', '店铺', 'shop')

const num = () => v.int(1, MAX_LINE_NUM)

export function registerCart(app: FastifyInstance) {
  api(app, '/api/cart/add', { params: { site_id: v.id(), sku_id: v.id(), num: num() }, auth: 'required' }, (ctx) =>
    addToCart(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/cart/edit', { params: { cart_id: v.id(), num: num() }, auth: 'required' }, (ctx) =>
    editCart(ctx.deps.db, ctx.memberId, ctx.params.cart_id, ctx.params.num),
  )
  api(app, '/api/cart/delete', { params: { cart_id: idList(MAX_CART_LINES) }, auth: 'required' }, (ctx) => {
    if (ctx.params.cart_id.length === 0) throw errors.param(msg('参数错误：购物车商品不能为空', 'Invalid parameter: cart item is required'))
    return deleteCart(ctx.deps.db, ctx.memberId, ctx.params.cart_id)
  })
  api(app, '/api/cart/lists', { auth: 'required' }, (ctx) => cartLists(ctx.deps.db, ctx.memberId, ctx.deps.clock.now()))
  api(app, '/api/cart/goodslists', { auth: 'required' }, (ctx) => cartGoodsLists(ctx.deps.db, ctx.memberId))
}
