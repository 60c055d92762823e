import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { addressKey, type MemberAddress } from '../../../api/address/get-address-page.ts'

// /api/memberaddress/add | edit (reference §3.3, §6.3): the address form's fields; the server
// checks that province → city → district is one path and builds full_address itself.

/** the form's fields (the row's, without what the server owns) */
export type AddressInput = Pick<MemberAddress, 'name' | 'mobile' | 'telephone' | 'province_id' | 'city_id' | 'district_id' | 'address' | 'full_address'> & {
  /** set = edit that address */
  id?: number
  is_default: 0 | 1
}

export const saveAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...fields }: AddressInput) =>
      id ? requestData<number>('/api/memberaddress/edit', { id, ...fields }, { forceLogin: true }) : requestData<number>('/api/memberaddress/add', fields, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKey }),
  })
