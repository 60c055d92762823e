import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'
import { shopFollowQuery } from './get-shop-follow.ts'

// Following a shop (spec §6/§7; add and delete are login forced): the goods detail's shop card and
// the shop home's info card both use this one implementation. `issubscribe` answers whether the
// logged-in member follows the shop (member-scoped: dropped at logout); it is asked only when someone
// is logged in. A change refreshes the shop's follower count (sub_num of /api/shop/info).

/** the key of /api/shop/info for a shop (the shop feature's shopInfoQuery uses it) */
export const shopInfoKey = (siteId: number) => ['shop', 'info', siteId] as const

/** follow (true) or unfollow (false); on success the answer is set and the follower count refetched */
export const shopFollowMutation = (queryClient: QueryClient, siteId: number) =>
  mutationOptions({
    mutationKey: memberKey('shopmember', 'subscribe', siteId),
    mutationFn: (follow: boolean) =>
      requestData<unknown>(follow ? '/api/shopmember/add' : '/api/shopmember/delete', { site_id: siteId }, { forceLogin: true }),
    onSuccess: (_data, follow) => {
      queryClient.setQueryData(shopFollowQuery(siteId).queryKey, follow)
      return queryClient.invalidateQueries({ queryKey: shopInfoKey(siteId) })
    },
  })
