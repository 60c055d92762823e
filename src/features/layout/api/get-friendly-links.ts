import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface FriendlyLink {
  id: number
  link_title: string
  link_url: string
  link_pic: string
  is_blank: number
}

export const friendlyLinksQuery = () =>
  queryOptions({
    queryKey: ['pc', 'friendlyLink'],
    queryFn: async () => (await requestData<{ list: FriendlyLink[] }>('/api/pc/friendlyLink')).list,
    staleTime: 10 * 60_000,
  })
