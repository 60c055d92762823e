import { requestData } from '../../../lib/request.ts'
import type { EvaluateLine } from './evaluate.ts'

// The review of an order (reference §3.5 Review): evluateinfo (sic), goodsevaluate/add and /again.

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
