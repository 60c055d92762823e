import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { accountKey } from './account.ts'

// /api/memberaccount/info and /page (reference §6.4, §6.5): the balance buckets or the points, and
// their ledger. Every change of a member's money or points is a row here.

export interface BalanceInfo {
  /** not withdrawable (recharges…), yuan */
  balance: string
  /** withdrawable, yuan */
  balance_money: string
}

export const balanceInfoQuery = () =>
  queryOptions({
    queryKey: [...accountKey, 'info', 'balance'],
    queryFn: () => requestData<BalanceInfo>('/api/memberaccount/info', { account_type: 'balance,balance_money' }, { forceLogin: true }),
  })

export const pointInfoQuery = () =>
  queryOptions({
    queryKey: [...accountKey, 'info', 'point'],
    queryFn: async () => Number((await requestData<{ point: number | string }>('/api/memberaccount/info', { account_type: 'point' }, { forceLogin: true })).point) || 0,
  })
