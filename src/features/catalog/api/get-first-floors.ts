import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { FIRST_FLOORS_PARAMS } from '../../../../domain/catalog/first-view-calls.ts'
import type { Floor } from './get-floors.ts'

// /api/pc/floors with page_size (Bazaar's addition, decision 012): the floors the home's first
// screen shows and how many there are — what its HTML embeds. The rest come with the contract's call
// (get-floors.ts, not first-load code: the floors' own chunk asks for it).

export interface FloorsPage {
  count: number
  page_count: number
  list: Floor[]
}

/** the first floors (FIRST_FLOORS_PARAMS) and the number of floors; a server without paging here answers every floor: then they are all here */
export const firstFloorsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'floors', FIRST_FLOORS_PARAMS],
    queryFn: async (): Promise<FloorsPage> => {
      const data = await requestData<Floor[] | FloorsPage>('/api/pc/floors', { ...FIRST_FLOORS_PARAMS })
      return Array.isArray(data) ? { count: data.length, page_count: 1, list: data } : data
    },
    staleTime: 5 * 60_000,
  })
