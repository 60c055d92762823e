import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// Following a shop (spec §6/§7; add and delete are login forced): the goods detail's shop card and
// the shop home's info card both use this one implementation. `issubscribe` answers whether the
// logged-in member follows the shop (member-scoped: dropped at logout); it is asked only when someone
// is logged in. A change refreshes the shop's follower count (sub_num of /api/shop/info).

export const shopFollowQuery = (siteId: number) =>
  queryOptions({
    queryKey: memberKey('shopmember', 'issubscribe', siteId),
    queryFn: async ({ signal }) => Boolean(await requestData<boolean | number>('/api/shopmember/issubscribe', { site_id: siteId }, { signal })),
  })
