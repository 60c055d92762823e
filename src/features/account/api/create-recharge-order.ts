import { requestData } from '../../../lib/request.ts'

// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

/** an unpaid recharge order: answers the out_trade_no the cashier (/pay?code=) takes */
export const createRechargeOrder = async (rechargeId: number) => {
  const data = await requestData<string | { out_trade_no: string }>('/memberrecharge/api/ordercreate/create', { recharge_id: rechargeId }, { forceLogin: true })
  return typeof data === 'string' ? data : data.out_trade_no
}
