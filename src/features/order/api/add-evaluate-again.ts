import { requestData } from '../../../lib/request.ts'
import type { EvaluateLine } from './evaluate.ts'

// The review of an order (reference §3.5 Review): evluateinfo (sic), goodsevaluate/add and /again.

export function addEvaluateAgain(input: { orderId: number; lines: EvaluateLine[]; reviews: Array<{ order_goods_id: number; content: string; images: string[] }> }) {
  const goods = input.reviews.map((r) => {
    const line = input.lines.find((l) => l.order_goods_id === r.order_goods_id)!
    return { order_goods_id: line.order_goods_id, goods_id: line.goods_id, sku_id: line.sku_id, again_content: r.content, again_images: r.images.join(','), site_id: line.site_id }
  })
  return requestData<unknown>('/api/goodsevaluate/again', { order_id: input.orderId, goods_evaluate: JSON.stringify(goods) }, { forceLogin: true })
}
