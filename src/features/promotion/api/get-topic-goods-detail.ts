import { queryOptions } from '@tanstack/react-query'
import { fetchPromoDetail, type PromoShop, type PromoSku, type Timed } from './types.ts'

// Topics (专题活动, reference §7.4): the topics in progress, a topic's goods, one topic goods.

export interface TopicSku extends PromoSku {
  /** the topic goods id */
  id: number
  topic_id: number
  topic_price: string
  topic_name?: string
  start_time: number
  end_time: number
}

export type TopicGoodsDetail = { goods_sku_detail: TopicSku; shop_info: PromoShop | null } & Timed

/** /topic/api/topicgoods/detail {id} */
export const topicGoodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['topic', 'goods-detail', id] as const,
    queryFn: () => fetchPromoDetail<TopicSku>('/topic/api/topicgoods/detail', { id }),
    staleTime: 10_000,
  })
