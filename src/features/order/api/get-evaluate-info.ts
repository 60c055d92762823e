import { queryOptions } from '@tanstack/react-query'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { requestData } from '../../../lib/request.ts'
import type { EvaluateLine } from './evaluate.ts'

// The review of an order (reference §3.5 Review): evluateinfo (sic), goodsevaluate/add and /again.

export interface EvaluateInfo {
  /** 0 not reviewed, 1 reviewed (follow-up next), 2 followed up */
  evaluate_status: number
  order_no?: string
  site_name?: string
  list: EvaluateLine[]
}

export const evaluateInfoQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKey, 'evaluate', orderId] as const,
    queryFn: ({ signal }) => requestData<EvaluateInfo>('/api/order/evluateinfo', { order_id: orderId }, { forceLogin: true, signal }),
  })
