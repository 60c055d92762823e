import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { verifyKey } from './verify.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

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
