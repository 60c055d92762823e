import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// /api/memberaddress/page {page_size: 0} (reference §6.3): all of the member's delivery addresses,
// the default first. The address book (member centre) and the order-confirm page both read it.

export interface MemberAddress {
  id: number
  name: string
  mobile: string
  telephone: string
  province_id: number
  city_id: number
  district_id: number
  community_id: number
  address: string
  /** "省-市-区", built by the server */
  full_address: string
  longitude: number | string
  latitude: number | string
  is_default: number
}

/** the prefix of every address answer: an address write invalidates it */
export const addressKey = memberKey('address')

export const addressListQuery = () =>
  queryOptions({
    queryKey: [...addressKey, 'page'] as const,
    queryFn: async () => (await requestData<{ count: number; list: MemberAddress[] }>('/api/memberaddress/page', { page: 1, page_size: 0 }, { forceLogin: true })).list,
  })
