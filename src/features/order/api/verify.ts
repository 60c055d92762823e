import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { memberKey } from '../../../api/member-scope.ts'
import { requestData } from '../../../lib/request.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

export const verifyKey = memberKey('verify')

export interface VerifyInfo {
  verify_code: string
  site_name: string
  verify_type: string
  verify_type_name: string
  is_verify: number
  verifier_name?: string
  verify_time?: number
  create_time?: number
  item_array: Array<{ img: string; name: string; price: string; num: number }>
  remark_array: Array<{ title: string; value: string }>
}

export const verifyInfoQuery = (code: string) =>
  queryOptions({
    queryKey: [...verifyKey, 'info', code] as const,
    queryFn: ({ signal }) => requestData<VerifyInfo>('/api/verify/verifyInfo', { verify_code: code }, { forceLogin: true, signal }),
    retry: false,
  })

export const fetchVerifyInfo = (code: string) => requestData<VerifyInfo>('/api/verify/verifyInfo', { verify_code: code }, { forceLogin: true })

export const confirmVerify = (code: string) => requestData<unknown>('/api/verify/verify', { verify_code: code }, { forceLogin: true })

export const verifyTypesQuery = () =>
  queryOptions({
    queryKey: [...verifyKey, 'types'] as const,
    queryFn: ({ signal }) => requestData<Record<string, { name: string }>>('/api/verify/getVerifyType', {}, { forceLogin: true, signal }),
    staleTime: 5 * 60_000,
  })

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
