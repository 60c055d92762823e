import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { withdrawKey } from './withdraw.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

export interface WithdrawConfig {
  /** 0: withdrawals are off (the page goes back to the member home) */
  is_use: number
  /** the least one application may ask for, yuan */
  min: string | number
  /** the fee, per cent of the amount */
  rate: string | number
  /** the transfer types allowed, comma separated: 'bank,alipay' */
  transfer_type: string
}

export interface WithdrawInfo {
  member_info: { balance_money: string; balance?: string }
  config: WithdrawConfig
}

export const withdrawInfoQuery = () =>
  queryOptions({
    queryKey: [...withdrawKey, 'info'],
    queryFn: () => requestData<WithdrawInfo>('/api/memberwithdraw/info', {}, { forceLogin: true }),
  })
