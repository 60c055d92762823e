import { field, searchSchema } from '../../../../../../domain/search-schema.ts'

// the order pages' search params: ?order_id= / ?order_goods_id= (0 when missing: the server says not found)
export const orderIdSearch = searchSchema({ order_id: field.withDefault(field.int(0, 2_147_483_647), 0) })
export const orderGoodsIdSearch = searchSchema({ order_goods_id: field.withDefault(field.int(0, 2_147_483_647), 0) })
export const pageSearch = searchSchema({ page: field.withDefault(field.int(1, 10_000), 1) })
export const codeSearch = searchSchema({ code: field.withDefault(field.str(32), '') })
export const verifyListSearch = searchSchema({ type: field.withDefault(field.str(32), ''), page: field.withDefault(field.int(1, 10_000), 1) })

/** the order list's tabs (reference §3.5 order_status): kept here, not imported from src/api, so the first-load route tree stays small */
export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const
export const orderListSearch = searchSchema({ status: field.withDefault(field.oneOf(ORDER_TABS), 'all'), page: field.withDefault(field.int(1, 10_000), 1) })
