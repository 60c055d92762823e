import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

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

export const TOPIC_PAGE_SIZE = 10

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
