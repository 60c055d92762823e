import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'
import type { RechargePackage } from './recharge.ts'

// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

export const RECHARGE_PAGE_SIZE = 12

export const rechargePackagesQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('memberrecharge', 'page', page),
    queryFn: () => requestData<Paged<RechargePackage>>('/memberrecharge/api/memberrecharge/page', { page, page_size: RECHARGE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
