import type { QueryClient } from '@tanstack/react-query'
import { memberKey } from '../../../api/member-scope.ts'

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

export const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: bankAccountKey })
