import { queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/request.ts'
import type { Timed } from './types.ts'

// /seckill/api/seckill/lists (reference §7.1): the day's flash-sale slots, in start order. Start and
// end are seconds since midnight and repeat every day; the envelope's timestamp picks the current one.

export interface SeckillSlot {
  seckill_id: number
  name: string
  seckill_start_time: number
  seckill_end_time: number
  seckill_start_time_show?: string
  seckill_end_time_show?: string
}

export type SeckillSlots = {
  list: SeckillSlot[]
  /** a midnight on the server's calendar (epoch), when the server says its time of day (now_seconds) */
  midnight?: number
} & Timed

export const seckillSlotsQuery = () =>
  queryOptions({
    queryKey: ['seckill', 'lists'] as const,
    queryFn: async (): Promise<SeckillSlots> => {
      const res = await request<{ list: SeckillSlot[]; now_seconds?: number } | SeckillSlot[]>('/seckill/api/seckill/lists', {})
      const list = Array.isArray(res.data) ? res.data : (res.data?.list ?? [])
      const nowSeconds = Array.isArray(res.data) ? undefined : res.data?.now_seconds
      return {
        list: [...list].sort((a, b) => a.seckill_start_time - b.seckill_start_time),
        ...(typeof nowSeconds === 'number' ? { midnight: res.timestamp - nowSeconds } : {}),
        timestamp: res.timestamp,
        receivedAt: Date.now(),
      }
    },
    staleTime: 60_000,
  })
