import { requestData } from '../../../lib/request.ts'

// Side effects of viewing a goods page: the click counter and, for a member, the footprint.

export function modifyClicks(skuId: number, siteId: number) {
  return requestData<unknown>('/api/goods/modifyclicks', { sku_id: skuId, site_id: siteId })
}
