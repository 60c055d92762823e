import { queryOptions } from '@tanstack/react-query'
import { request } from '../../lib/request.ts'
import { decodeSpecFormat, type PromoShop, type PromoSku, type Timed } from './types.ts'

// /seckill/api/seckillgoods/detail {id} (reference §7.1): the flash-sale item with its slot window
// (seconds since midnight), flash price and the flash sale's own stock.

export interface SeckillSku extends PromoSku {
  /** the seckill goods id */
  id: number
  seckill_id?: number
  seckill_price: string
  seckill_start_time: number
  seckill_end_time: number
  seckill_name?: string
  /** the epoch of this run's start (today's, or tomorrow's once today's has ended) */
  start_timestamp?: number
}

export type SeckillDetail = { goods_sku_detail: SeckillSku; shop_info: PromoShop | null } & Timed

export const seckillDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['seckill', 'detail', id] as const,
    queryFn: async (): Promise<SeckillDetail> => {
      const res = await request<{ goods_sku_detail: SeckillSku; shop_info?: PromoShop | null }>('/seckill/api/seckillgoods/detail', { id })
      const sku = res.data.goods_sku_detail
      return {
        goods_sku_detail: { ...sku, goods_spec_format: decodeSpecFormat(sku.goods_spec_format) },
        shop_info: res.data.shop_info ?? null,
        timestamp: res.timestamp,
        receivedAt: Date.now(),
      }
    },
    staleTime: 10_000,
  })
