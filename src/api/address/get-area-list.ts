import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

export interface Area {
  id: number
  pid: number
  name: string
  shortname?: string
  level: number
}

/** the children of a region (pid 0 = provinces) */
export const areaListQuery = (pid: number) =>
  queryOptions({
    queryKey: ['address', 'lists', pid],
    queryFn: () => requestData<Area[]>('/api/address/lists', { pid }),
    staleTime: Infinity,
  })
