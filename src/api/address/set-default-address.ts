import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { addressKey } from './get-address-page.ts'

// /api/memberaddress/add | edit (reference §3.3, §6.3): the address form's fields; the server
// checks that province → city → district is one path and builds full_address itself.

/** /api/memberaddress/setdefault {id}: the default is also the address a new order ships to */
export const setDefaultAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => requestData<unknown>('/api/memberaddress/setdefault', { id }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKey }),
  })
