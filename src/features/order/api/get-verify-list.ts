import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { verifyKey } from './verify.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

export interface VerifyRecord {
  id?: number
  verify_code: string
  verify_type?: string
  verify_type_name?: string
  site_name: string
  order_type_name?: string
  verifier_name: string
  create_time: number
  verify_time?: number
  item_array: Array<{ img: string; name: string; price: string; num: number }>
}

export const verifyListQuery = (type: string, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...verifyKey, 'lists', type, page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<{ count: number; page_count: number; list: VerifyRecord[] }>('/api/verify/lists', { verify_type: type, page, page_size: pageSize }, { forceLogin: true, signal }),
    placeholderData: keepPreviousData,
  })
