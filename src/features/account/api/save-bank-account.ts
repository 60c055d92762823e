import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refresh } from './bank-account.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

export interface BankAccountInput {
  id?: number
  realname: string
  mobile: string
  withdraw_type: string
  branch_bank_name: string
  bank_account: string
  is_default: number
}

export const saveBankAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...input }: BankAccountInput) =>
      requestData<number>(id ? '/api/memberbankaccount/edit' : '/api/memberbankaccount/add', id ? { id, ...input } : input, { forceLogin: true }),
    onSuccess: () => refresh(queryClient),
  })
