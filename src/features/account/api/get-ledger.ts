import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './paged.ts'
import { accountKey } from './account.ts'

// /api/memberaccount/info and /page (reference §6.4, §6.5): the balance buckets or the points, and
// their ledger. Every change of a member's money or points is a row here.

export interface LedgerRow {
  id: number
  account_type: string
  /** signed: yuan for money, a whole number for points */
  account_data: string | number
  from_type: string
  type_name: string
  remark: string
  create_time: number
}

/** 'balance' lists both money buckets (reference §6.4) */
export type LedgerKind = 'balance' | 'point'

export const LEDGER_PAGE_SIZE = 10

export const ledgerQuery = (kind: LedgerKind, page: number) =>
  queryOptions({
    queryKey: [...accountKey, 'page', kind, page],
    queryFn: () => requestData<Paged<LedgerRow>>('/api/memberaccount/page', { account_type: kind, page, page_size: LEDGER_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
