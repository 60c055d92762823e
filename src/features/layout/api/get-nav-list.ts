import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface NavItem {
  id: number
  nav_title: string
  /** JSON string {url} */
  nav_url: string
  /** 1 = open in a new tab */
  is_blank: number
}

export const navListQuery = () =>
  queryOptions({
    queryKey: ['pc', 'navList'],
    queryFn: async () => (await requestData<{ list: NavItem[] }>('/api/pc/navList')).list,
    staleTime: 10 * 60_000,
  })
