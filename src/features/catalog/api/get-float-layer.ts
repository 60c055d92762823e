import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { LinkValue } from './types.ts'

export interface FloatLayer {
  is_show: number
  img_url: string
  url: LinkValue
  /** how many times per browser it may show */
  number: number
}

export const floatLayerQuery = () =>
  queryOptions({
    queryKey: ['pc', 'floatLayer'],
    queryFn: () => requestData<FloatLayer | null>('/api/pc/floatLayer'),
    staleTime: Infinity,
  })
