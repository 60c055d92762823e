import { requestData } from '../../../lib/request.ts'

// The member's refund and complaint calls (reference §3.6): the refund machine's effects and the
// complaint page's. After each the caller invalidates refundKey and orderKey.

export const write = async (path: string, params: Record<string, unknown>): Promise<void> => {
  await requestData<unknown>(path, params, { forceLogin: true })
}
