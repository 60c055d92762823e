import { queryOptions } from '@tanstack/react-query'
import { fetchPromoDetail, type PromoShop, type PromoSku, type Timed } from './types.ts'

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
    queryFn: () => fetchPromoDetail<SeckillSku>('/seckill/api/seckillgoods/detail', { id }),
    staleTime: 10_000,
  })
