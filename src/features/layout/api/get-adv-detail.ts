import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface Advert {
  adv_id: number
  adv_title: string
  adv_image: string
  /** JSON string {url} */
  adv_url: string
  background: string
}

export interface AdvPosition {
  adv_position: { ap_name?: string; ap_width?: number; ap_height?: number; keyword?: string } | null
  adv_list: Advert[]
}

/** an advert position by keyword (the layout reads NS_PC_INDEX_TOP) */
export const advDetailQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['adv', 'detail', keyword],
    queryFn: () => requestData<AdvPosition>('/api/adv/detail', { keyword }),
    staleTime: 5 * 60_000,
  })
