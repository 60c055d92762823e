import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { ArticleRow, Page } from './types.ts'

export const NOTICE_PAGE_SIZE = 15

export const noticePageQuery = (page: number) =>
  queryOptions({
    queryKey: ['notice', 'page', page],
    queryFn: ({ signal }) => requestData<Page<ArticleRow>>('/api/notice/page', { page, page_size: NOTICE_PAGE_SIZE }, { signal }),
  })
