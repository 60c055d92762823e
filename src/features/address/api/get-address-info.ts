import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { addressKey, type MemberAddress } from '../../../api/address/get-address-page.ts'

// /api/memberaddress/info {id}: one address to edit (another member's id reads as not found)
export const addressInfoQuery = (id: number) =>
  queryOptions({
    queryKey: [...addressKey, 'info', id] as const,
    queryFn: () => requestData<MemberAddress>('/api/memberaddress/info', { id }, { forceLogin: true }),
  })
