import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { type WithdrawRecord, withdrawKey } from './withdraw.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

export interface WithdrawDetail extends WithdrawRecord {
  realname?: string
  mobile?: string
  bank_name: string
  account_number: string
  audit_time: number
  payment_time: number
  refuse_reason: string
}

export const withdrawDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...withdrawKey, 'detail', id],
    queryFn: () => requestData<WithdrawDetail>('/api/memberwithdraw/detail', { id }, { forceLogin: true }),
  })
