import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { ArticleRow, Page } from './types.ts'

export const HELP_PAGE_SIZE = 15

export const helpPageQuery = (classId: number, page: number) =>
  queryOptions({
    queryKey: ['help', 'page', classId, page],
    queryFn: ({ signal }) => requestData<Page<ArticleRow>>('/api/help/page', { class_id: classId, page, page_size: HELP_PAGE_SIZE }, { signal }),
  })
