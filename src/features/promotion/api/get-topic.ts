import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { fetchPromoDetail, type Paged, type PromoShop, type PromoSku, type Timed } from './types.ts'

// Topics (专题活动, reference §7.4): the topics in progress, a topic's goods, one topic goods.

export interface Topic {
  topic_id: number
  topic_name: string
  /** the banner */
  topic_adv: string
  /** 1 not started, 2 in progress, 3 ended */
  status: number
  remark: string
  start_time: number
  end_time: number
}

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

export const TOPIC_PAGE_SIZE = 10
export const TOPIC_GOODS_PAGE_SIZE = 20

/**
 * /topic/api/topic/page: topics in progress. A topic's own page finds its banner and dates in the
 * whole list (page_size 0 = every row, reference §2): the contract has no single-topic call.
 */
export const topicPageQuery = (page = 1, pageSize = TOPIC_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['topic', 'page', page, pageSize] as const,
    queryFn: ({ signal }) => requestData<Paged<Topic>>('/topic/api/topic/page', { page, page_size: pageSize }, { signal }),
    staleTime: 60_000,
  })

/** /topic/api/topicgoods/page {topic_id} */
export const topicGoodsPageQuery = (topicId: number, page = 1) =>
  queryOptions({
    queryKey: ['topic', 'goods', topicId, page] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<TopicGoods>>('/topic/api/topicgoods/page', { topic_id: topicId, page, page_size: TOPIC_GOODS_PAGE_SIZE }, { signal }),
    staleTime: 30_000,
  })

/** /topic/api/topicgoods/detail {id} */
export const topicGoodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['topic', 'goods-detail', id] as const,
    queryFn: () => fetchPromoDetail<TopicSku>('/topic/api/topicgoods/detail', { id }),
    staleTime: 10_000,
  })
