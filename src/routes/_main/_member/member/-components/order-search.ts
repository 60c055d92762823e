import { field, searchSchema } from '../../../../../lib/search-schema.ts'

// the order pages' search params: ?order_id= / ?order_goods_id= (0 when missing: the server says not found)
export const orderIdSearch = searchSchema({ order_id: field.withDefault(field.int(0, 2_147_483_647), 0) })
export const orderGoodsIdSearch = searchSchema({ order_goods_id: field.withDefault(field.int(0, 2_147_483_647), 0) })
export const pageSearch = searchSchema({ page: field.withDefault(field.int(1, 10_000), 1) })
export const codeSearch = searchSchema({ code: field.withDefault(field.str(32), '') })
export const verifyListSearch = searchSchema({ type: field.withDefault(field.str(32), ''), page: field.withDefault(field.int(1, 10_000), 1) })
