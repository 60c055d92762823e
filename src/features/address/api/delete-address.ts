import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { addressKey } from '../../../api/address/get-address-page.ts'

// /api/memberaddress/add | edit (reference §3.3, §6.3): the address form's fields; the server
// checks that province → city → district is one path and builds full_address itself.

/** /api/memberaddress/delete {id} (the server refuses the default one) */
export const deleteAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => requestData<unknown>('/api/memberaddress/delete', { id }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKey }),
  })
