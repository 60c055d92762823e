import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

// /api/adv/detail: one advert position by its keyword (reference §2.1). The frame (NS_PC_INDEX_TOP),
// the home (NS_PC_INDEX, NS_PC_INDEX_MID_*), the brand zone (NS_PC_BRAND), the shop home
// (NS_PC_SHOP_INDEX) and the login page (NS_PC_LOGIN) all read it through this one query.

export interface Advert {
  adv_id: number
  adv_title: string
  adv_image: string
  /** JSON text `{"url": …}` (parse with the link helpers) */
  adv_url: string
  /** page background while this advert shows (home carousel, top strip) */
  background?: string
}

export interface AdvPosition {
  adv_position: { ap_name?: string; ap_width?: number; ap_height?: number; keyword?: string; background?: string } | null
  adv_list: Advert[]
}

export const advDetailQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['adv', 'detail', keyword] as const,
    queryFn: () => requestData<AdvPosition>('/api/adv/detail', { keyword }),
    staleTime: 5 * 60_000,
  })
