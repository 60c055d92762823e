import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { RechargePackage } from './recharge.ts'

// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

export const rechargePackageQuery = (rechargeId: number) =>
  queryOptions({
    queryKey: memberKey('memberrecharge', 'info', rechargeId),
    queryFn: () => requestData<RechargePackage>('/memberrecharge/api/memberrecharge/info', { recharge_id: rechargeId }, { forceLogin: true }),
  })
