import { queryOptions } from '@tanstack/react-query'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { requestData } from '../../../lib/request.ts'

// The review of an order (reference §3.5 Review): evluateinfo (sic), goodsevaluate/add and /again.

export interface EvaluateLine {
  order_goods_id: number
  order_id?: number
  order_no?: string
  goods_id: number
  sku_id: number
  sku_name: string
  sku_image: string
  price: string
  site_id: number
  num?: number
  /** the first review (shown on the follow-up page) */
  evaluate?: { content: string; images: string; scores?: number; again_content?: string } | null
}

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

export interface FirstReview {
  order_goods_id: number
  content: string
  images: string[]
  /** 1–5 */
  scores: number
}

/** 5, 4 → 好评 (1); 3 → 中评 (2); 2, 1 → 差评 (3): the goods page shows 5 / 3 / 1 stars for them */
export const explainType = (stars: number) => (stars >= 4 ? 1 : stars === 3 ? 2 : 3)

export function addEvaluate(input: {
  orderId: number
  orderNo: string
  lines: EvaluateLine[]
  reviews: FirstReview[]
  anonymous: boolean
  shop: { desc: number; service: number; delivery: number }
  member: { name: string; headimg: string }
}) {
  const goods = input.reviews.map((r) => {
    const line = input.lines.find((l) => l.order_goods_id === r.order_goods_id)!
    return {
      content: r.content,
      images: r.images.join(','),
      scores: r.scores,
      explain_type: explainType(r.scores),
      order_goods_id: line.order_goods_id,
      goods_id: line.goods_id,
      sku_id: line.sku_id,
      sku_name: line.sku_name,
      sku_price: line.price,
      sku_image: line.sku_image,
      site_id: line.site_id,
    }
  })
  return requestData<unknown>(
    '/api/goodsevaluate/add',
    {
      order_id: input.orderId,
      order_no: input.orderNo,
      goods_evaluate: JSON.stringify(goods),
      member_name: input.member.name,
      member_headimg: input.member.headimg,
      is_anonymous: input.anonymous ? 1 : 0,
      shop_desccredit: input.shop.desc,
      shop_servicecredit: input.shop.service,
      shop_deliverycredit: input.shop.delivery,
    },
    { forceLogin: true },
  )
}

export function addEvaluateAgain(input: { orderId: number; lines: EvaluateLine[]; reviews: Array<{ order_goods_id: number; content: string; images: string[] }> }) {
  const goods = input.reviews.map((r) => {
    const line = input.lines.find((l) => l.order_goods_id === r.order_goods_id)!
    return { order_goods_id: line.order_goods_id, goods_id: line.goods_id, sku_id: line.sku_id, again_content: r.content, again_images: r.images.join(','), site_id: line.site_id }
  })
  return requestData<unknown>('/api/goodsevaluate/again', { order_id: input.orderId, goods_evaluate: JSON.stringify(goods) }, { forceLogin: true })
}
