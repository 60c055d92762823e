import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface ShopService {
  id: number
  name: string
  desc: string
  pc_icon: string
}

// the footer's row of service promises
export const shopServicesQuery = () =>
  queryOptions({
    queryKey: ['shopservice', 'lists'],
    queryFn: () => requestData<ShopService[]>('/api/shopservice/lists'),
    staleTime: 10 * 60_000,
  })
