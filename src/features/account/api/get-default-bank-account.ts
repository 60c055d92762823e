import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { type BankAccount, bankAccountKey } from './bank-account.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

/** the default account (null when the member has none) */
export const defaultBankAccountQuery = () =>
  queryOptions({
    queryKey: [...bankAccountKey, 'default'],
    queryFn: async (): Promise<BankAccount | null> => {
      // an empty answer (null, [] or {}) means no default account
      const data = await requestData<BankAccount | null | []>('/api/memberbankaccount/defaultinfo', {}, { forceLogin: true })
      return data && !Array.isArray(data) && data.id ? data : null
    },
  })
