import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './paged.ts'
import { type WithdrawRecord, withdrawKey } from './withdraw.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

export const WITHDRAW_PAGE_SIZE = 10

export const withdrawPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...withdrawKey, 'page', page],
    queryFn: () => requestData<Paged<WithdrawRecord>>('/api/memberwithdraw/page', { page, page_size: WITHDRAW_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
