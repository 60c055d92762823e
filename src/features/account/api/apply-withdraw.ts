import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import { accountKey } from './account.ts'
import { withdrawKey } from './withdraw.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

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
