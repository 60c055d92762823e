import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

export interface Evaluation {
  evaluate_id: number
  /** 1 good, 2 medium, 3 bad (follows from scores) */
  explain_type: number
  /** the stars the shopper chose, 1–5 */
  scores?: number
  member_name: string
  member_headimg: string
  is_anonymous?: number
  content: string
  /** comma-separated */
  images: string
  sku_name: string
  create_time: number
  explain_first?: string
  again_content?: string
  again_images?: string
  again_time?: number
  again_explain?: string
}

export const EVALUATE_PAGE_SIZE = 10

export const evaluatePageQuery = (goodsId: number, page: number) =>
  queryOptions({
    queryKey: ['goodsevaluate', 'page', goodsId, page],
    queryFn: () => requestData<Paged<Evaluation>>('/api/goodsevaluate/page', { goods_id: goodsId, page, page_size: EVALUATE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
