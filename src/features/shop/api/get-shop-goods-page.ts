import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { GoodsSku, Page } from './types.ts'

export const SHOP_GOODS_PAGE_SIZE = 20

export interface ShopGoodsParams {
  site_id: number
  shop_category_id?: number
  category_level?: number
  keyword?: string
  coupon_type?: number
  order?: '' | 'sale_num' | 'discount_price'
  sort?: 'asc' | 'desc'
  page?: number
}

/** a shop's goods (reference §2.6: /api/goodssku/page with site_id and the shop's own filters) */
export const shopGoodsQuery = ({ site_id, shop_category_id, category_level, keyword, coupon_type, order, sort, page = 1 }: ShopGoodsParams) => {
  const params = {
    site_id,
    page,
    page_size: SHOP_GOODS_PAGE_SIZE,
    ...(shop_category_id ? { shop_category_id, category_level: category_level ?? 1 } : {}),
    ...(keyword ? { keyword } : {}),
    ...(coupon_type ? { coupon_type } : {}),
    ...(order ? { order, sort: sort ?? (order === 'discount_price' ? 'asc' : 'desc') } : {}),
  }
  return queryOptions({
    queryKey: ['goodssku', 'page', params],
    queryFn: ({ signal }) => requestData<Page<GoodsSku>>('/api/goodssku/page', params, { signal }),
  })
}
