import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from '../../../api/paged.ts'

// Withdrawal accounts (reference §6.4): bank cards and alipay accounts, one of them the default.

export const bankAccountKey = memberKey('memberbankaccount')

export interface BankAccount {
  id: number
  realname: string
  mobile: string
  /** bank | alipay | wechatpay */
  withdraw_type: string
  withdraw_type_name: string
  /** the bank's name (bank cards only) */
  branch_bank_name: string
  bank_account: string
  is_default: number
}

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: [...bankAccountKey, 'page'],
    // every account on one page: a member has a handful (the server allows 50 a page)
    queryFn: async () => (await requestData<Paged<BankAccount>>('/api/memberbankaccount/page', { page: 1, page_size: 50 }, { forceLogin: true })).list,
  })

export const bankAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...bankAccountKey, 'info', id],
    queryFn: () => requestData<BankAccount>('/api/memberbankaccount/info', { id }, { forceLogin: true }),
  })

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

export interface BankAccountInput {
  id?: number
  realname: string
  mobile: string
  withdraw_type: string
  branch_bank_name: string
  bank_account: string
  is_default: number
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: bankAccountKey })

export const saveBankAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...input }: BankAccountInput) =>
      requestData<number>(id ? '/api/memberbankaccount/edit' : '/api/memberbankaccount/add', id ? { id, ...input } : input, { forceLogin: true }),
    onSuccess: () => refresh(queryClient),
  })

export const deleteBankAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => requestData<unknown>('/api/memberbankaccount/delete', { id }, { forceLogin: true }),
    onSuccess: () => refresh(queryClient),
  })

export const setDefaultBankAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => requestData<unknown>('/api/memberbankaccount/setdefault', { id }, { forceLogin: true }),
    onSuccess: () => refresh(queryClient),
  })
