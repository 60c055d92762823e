import { requestData } from '../../../lib/request.ts'

// The buyer's order calls (reference §3.4–3.5), the effects the order machine runs. The machine's
// `changed` action invalidates orderKey (counts, lists, detail) after each.

export const write = async (path: string, orderId: number): Promise<void> => {
  await requestData<unknown>(path, { order_id: orderId }, { forceLogin: true })
}
