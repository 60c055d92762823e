import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

// Topics (专题活动, reference §7.4): the topics in progress, a topic's goods, one topic goods.

export interface TopicGoods {
  /** the topic goods id (the detail page and the order use it) */
  id: number
  topic_id: number
  start_time: number
  end_time: number
  site_id: number
  topic_price: string
  sku_id: number
  sku_name: string
  price: string
  discount_price?: string
  stock: number
  sku_image: string
  goods_name?: string
  is_own?: number
}

export const TOPIC_GOODS_PAGE_SIZE = 20

/** /topic/api/topicgoods/page {topic_id} */
export const topicGoodsPageQuery = (topicId: number, page = 1) =>
  queryOptions({
    queryKey: ['topic', 'goods', topicId, page] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<TopicGoods>>('/topic/api/topicgoods/page', { topic_id: topicId, page, page_size: TOPIC_GOODS_PAGE_SIZE }, { signal }),
    staleTime: 30_000,
  })
