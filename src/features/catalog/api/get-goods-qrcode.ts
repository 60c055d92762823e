import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface GoodsQrcode {
  path: { h5?: { img?: string; url?: string } }
}

export const goodsQrcodeQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['goodssku', 'goodsqrcode', skuId],
    queryFn: () => requestData<GoodsQrcode>('/api/goodssku/goodsqrcode', { sku_id: skuId }),
    staleTime: Infinity,
  })
