import { queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/request.ts'
import { decodeSpecs, type OnWire, type SkuDetail } from './get-sku-detail.ts'

/** the sku-level fields of another sku of the same goods (the spec picker) */
export type SkuInfo = Pick<
  SkuDetail,
  | 'sku_id' | 'sku_name' | 'sku_spec_format' | 'price' | 'market_price' | 'discount_price' | 'promotion_type'
  | 'start_time' | 'end_time' | 'stock' | 'sku_image' | 'sku_images' | 'goods_spec_format'
> & Partial<SkuDetail>

export const skuInfoQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['goodssku', 'info', skuId],
    queryFn: async () => {
      const res = await request<OnWire<SkuInfo>>('/api/goodssku/info', { sku_id: skuId })
      return { info: decodeSpecs<SkuInfo>(res.data), timestamp: res.timestamp }
    },
  })
