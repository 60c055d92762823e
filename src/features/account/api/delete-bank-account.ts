import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refresh } from './bank-account.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

export const deleteBankAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => requestData<unknown>('/api/memberbankaccount/delete', { id }, { forceLogin: true }),
    onSuccess: () => refresh(queryClient),
  })
