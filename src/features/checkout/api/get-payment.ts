import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OrderCreateData, OrderType } from '../../../lib/order-create-data.ts'
import { requestData } from '../../../lib/request.ts'
import { orderCreateKey, orderCreatePath, shopsBySite, type PaymentWire } from './order-payment.ts'

// ordercreate/payment | calculate (reference §3.2–3.3): what the order-confirm page shows.

/**
 * The confirm data: `payment` until the shopper changes something (wire = null), then `calculate`
 * with the choices; the previous answer stays on screen while the next is on its way.
 */
export const paymentQuery = (type: OrderType, goods: OrderCreateData, wire: Record<string, unknown> | null) =>
  queryOptions({
    queryKey: [...orderCreateKey, type, goods, wire] as const,
    queryFn: async () =>
      shopsBySite(type, await requestData<PaymentWire>(orderCreatePath(type, wire ? 'calculate' : 'payment'), { ...goods, ...wire }, { forceLogin: true })),
    placeholderData: keepPreviousData,
    // the answer depends on prices and stock: never reuse an old one for a new visit
    gcTime: 0,
    retry: false,
  })
