import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './paged.ts'
import { type BankAccount, bankAccountKey } from './bank-account.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: [...bankAccountKey, 'page'],
    // every account on one page: a member has a handful (the server allows 50 a page)
    queryFn: async () => (await requestData<Paged<BankAccount>>('/api/memberbankaccount/page', { page: 1, page_size: 50 }, { forceLogin: true })).list,
  })
