import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface Agreement {
  title: string
  /** HTML from the platform */
  content: string
}

// the path's spelling is the contract's
export const agreementQuery = () =>
  queryOptions({
    queryKey: ['register', 'agreement'],
    queryFn: () => requestData<Agreement>('/api/register/aggrement'),
    staleTime: 300_000,
  })
