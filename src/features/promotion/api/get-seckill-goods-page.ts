import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

// /seckill/api/seckillgoods/page (reference §7.1): a slot's goods with stock left, shops open.

export interface SeckillGoods {
  /** the seckill goods id (the detail page and the order use it) */
  id: number
  seckill_id: number
  sku_id: number
  goods_id?: number
  sku_name: string
  goods_name?: string
  sku_image: string
  price: string
  seckill_price: string
  /** floor(seckill_price / price × 100) */
  discount_rate?: number
  stock: number
  sale_num?: number
  site_id?: number
  site_name?: string
}

export const SECKILL_PAGE_SIZE = 20

export const seckillGoodsPageQuery = (seckillId: number, page = 1, pageSize = SECKILL_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['seckill', 'goods', seckillId, page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<SeckillGoods>>('/seckill/api/seckillgoods/page', { seckill_id: seckillId, page, page_size: pageSize }, { signal }),
    staleTime: 15_000,
  })
