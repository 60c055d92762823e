import type { OrderType } from '../../../lib/order-create-data.ts'
import { requestData } from '../../../lib/request.ts'
import { orderCreatePath } from './order-payment.ts'

/** ordercreate/create: the payment's out_trade_no */
export const createOrder = (type: OrderType, params: Record<string, unknown>) =>
  requestData<string>(orderCreatePath(type, 'create'), params, { forceLogin: true })
