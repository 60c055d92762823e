import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { PayType } from './pay.ts'

// The cashier (reference §3.4): pay/info, pay/type, pay/status, pay/pay.

/** the enabled online methods: "alipay,wechatpay" */
export const payTypeQuery = () =>
  queryOptions({
    queryKey: ['pay', 'type'] as const,
    queryFn: async () =>
      (await requestData<{ pay_type: string }>('/api/pay/type')).pay_type
        .split(',')
        .map((s) => s.trim())
        .filter((s): s is PayType => s === 'alipay' || s === 'wechatpay'),
    staleTime: 5 * 60_000,
  })
