import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { LinkValue } from './types.ts'

export interface Adv {
  adv_id: number
  adv_title: string
  adv_image: string
  adv_url: LinkValue
  /** page background while this slide shows (home carousel) */
  background?: string
}

export interface AdvDetail {
  adv_position: { ap_name?: string; ap_width?: number; ap_height?: number; background?: string } | null
  adv_list: Adv[]
}

/** an advert position by its keyword (NS_PC_INDEX, NS_PC_INDEX_MID_LEFT, NS_PC_BRAND …) */
export const advQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['adv', 'detail', keyword],
    queryFn: () => requestData<AdvDetail>('/api/adv/detail', { keyword }),
    staleTime: 5 * 60_000,
  })
