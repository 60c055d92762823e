import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export const couponNumQuery = () =>
  queryOptions({
    queryKey: ['member', 'couponnum'],
    queryFn: () => requestData<number>('/api/member/couponnum', {}, { forceLogin: true }),
  })
