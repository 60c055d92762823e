import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// /api/cart/count: the header's and the side tools' cart badge (0 for a visitor).
// Every cart operation lives under cartKey; a cart mutation invalidates cartKey (spec §4: after add,
// edit and delete the count follows), which refreshes this count with the lists.

/** the prefix of every cart answer (member-scoped) */
export const cartKey = memberKey('cart')

export const cartCountQuery = () =>
  queryOptions({
    queryKey: [...cartKey, 'count'] as const,
    queryFn: async () => Number(await requestData<number | string>('/api/cart/count')) || 0,
  })
