import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface LoginAdvert {
  adv_title?: string
  adv_list?: Array<{ adv_title?: string; adv_image: string; adv_url?: string; background?: string }>
}

/** the picture beside the login form (advert position NS_PC_LOGIN) */
export const loginAdvertQuery = () =>
  queryOptions({
    queryKey: ['adv', 'NS_PC_LOGIN'],
    queryFn: () => requestData<LoginAdvert>('/api/adv/detail', { keyword: 'NS_PC_LOGIN' }),
    staleTime: 300_000,
  })
