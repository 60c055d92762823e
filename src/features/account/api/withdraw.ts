import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import { accountKey } from './get-account.ts'
import type { Paged } from '../../../api/paged.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

export const withdrawKey = memberKey('memberwithdraw')

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

/** { bank: '银行卡', alipay: '支付宝', … } */
export const transferTypesQuery = () =>
  queryOptions({
    queryKey: [...withdrawKey, 'transferType'],
    queryFn: () => requestData<Record<string, string>>('/api/memberwithdraw/transferType', {}, { forceLogin: true }),
    staleTime: 60_000,
  })

export interface WithdrawApply {
  apply_money: string
  transfer_type: string
  realname: string
  mobile: string
  bank_name: string
  account_number: string
}

/** the money leaves the withdrawable bucket at once: the balance, ledger and records refresh */
export const applyWithdrawMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (input: WithdrawApply) => requestData<number | { id: number }>('/api/memberwithdraw/apply', { ...input }, { forceLogin: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKey }),
        queryClient.invalidateQueries({ queryKey: accountKey }),
        queryClient.invalidateQueries({ queryKey: memberKey('detail') }),
      ]),
  })

/** reference §6.4 [BE/model/member/Withdraw.php] */
export const WITHDRAW_STATUS = { pending: 0, approved: 1, transferred: 2, refused: -1 } as const

export interface WithdrawRecord {
  id: number
  withdraw_no: string
  transfer_type: string
  transfer_type_name: string
  apply_money: string
  service_money?: string
  money?: string
  apply_time: number
  status: number
  status_name: string
}

export interface WithdrawDetail extends WithdrawRecord {
  realname?: string
  mobile?: string
  bank_name: string
  account_number: string
  audit_time: number
  payment_time: number
  refuse_reason: string
}

export const WITHDRAW_PAGE_SIZE = 10

export const withdrawPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...withdrawKey, 'page', page],
    queryFn: () => requestData<Paged<WithdrawRecord>>('/api/memberwithdraw/page', { page, page_size: WITHDRAW_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })

export const withdrawDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...withdrawKey, 'detail', id],
    queryFn: () => requestData<WithdrawDetail>('/api/memberwithdraw/detail', { id }, { forceLogin: true }),
  })
