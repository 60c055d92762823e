import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { verifyKey } from './verify.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

export const verifyTypesQuery = () =>
  queryOptions({
    queryKey: [...verifyKey, 'types'] as const,
    queryFn: ({ signal }) => requestData<Record<string, { name: string }>>('/api/verify/getVerifyType', {}, { forceLogin: true, signal }),
    staleTime: 5 * 60_000,
  })
