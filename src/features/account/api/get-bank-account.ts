import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { type BankAccount, bankAccountKey } from './bank-account.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

export const bankAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...bankAccountKey, 'info', id],
    queryFn: () => requestData<BankAccount>('/api/memberbankaccount/info', { id }, { forceLogin: true }),
  })
