import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

export const unfollowShopMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (siteId: number) => requestData<unknown>('/api/shopmember/delete', { site_id: siteId }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey('shopmember') }),
  })
