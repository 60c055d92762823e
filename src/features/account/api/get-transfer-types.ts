import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { withdrawKey } from './withdraw.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

/** { bank: '银行卡', alipay: '支付宝', … } */
export const transferTypesQuery = () =>
  queryOptions({
    queryKey: [...withdrawKey, 'transferType'],
    queryFn: () => requestData<Record<string, string>>('/api/memberwithdraw/transferType', {}, { forceLogin: true }),
    staleTime: 60_000,
  })
