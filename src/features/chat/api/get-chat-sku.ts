import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

/** goods_sku_detail as a product card shows it */
export interface ChatSku {
  sku_id: number
  sku_name: string
  sku_image: string
  stock: number
  sale_num: number
  price: string
}

export const chatSkuQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['chat', 'sku', skuId] as const,
    queryFn: async () => (await requestData<{ goods_sku_detail: ChatSku | null }>('/servicer/api/chat/goodsSkuDetail', { sku_id: skuId })).goods_sku_detail,
    staleTime: 60_000,
  })
