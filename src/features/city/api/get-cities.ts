import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

/** a city of the switcher (reference §8.4: each item {id, title}) */
export interface City {
  id: number
  title: string
}

// The city list is platform data that changes rarely: read once per page load.
export const citiesQuery = () =>
  queryOptions({
    queryKey: ['address', 'city'],
    queryFn: () => requestData<City[]>('/api/address/city'),
    staleTime: Infinity,
  })
