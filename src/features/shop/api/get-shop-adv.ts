import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface Adv {
  adv_id: number
  adv_title: string
  adv_image: string
  /** a JSON string {url} */
  adv_url: string
  background?: string
}

export interface AdvDetail {
  adv_position: { ap_width?: number; ap_height?: number; ap_name?: string } | null
  adv_list: Adv[]
}

/** the shop home banner position (reference §2.1: NS_PC_SHOP_INDEX) */
export const shopIndexAdvQuery = () =>
  queryOptions({
    queryKey: ['adv', 'detail', 'NS_PC_SHOP_INDEX'],
    queryFn: ({ signal }) => requestData<AdvDetail>('/api/adv/detail', { keyword: 'NS_PC_SHOP_INDEX' }, { signal }),
    staleTime: 5 * 60_000,
  })
