import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

/** a city of the switcher (reference §8.4: {id, title}; Bazaar's server adds its pinyin) */
export interface City {
  id: number
  title: string
  /** toneless pinyin without spaces: 'beijing' */
  pinyin?: string
  /** initials of every character: 'bj' */
  abbr?: string
  /** upper-case first initial, '#' when none */
  initial?: string
}

// The city list is platform data that changes rarely: read once per page load.
export const citiesQuery = () =>
  queryOptions({
    queryKey: ['address', 'city'],
    queryFn: () => requestData<City[]>('/api/address/city'),
    staleTime: Infinity,
  })
