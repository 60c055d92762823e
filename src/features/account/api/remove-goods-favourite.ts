import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

/** removing a favourite also clears the goods detail's "collected" answer (member-scoped keys) */
export const removeGoodsFavouriteMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (goodsId: number) => requestData<unknown>('/api/goodscollect/delete', { goods_id: goodsId }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey('goodscollect') }),
  })
