import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

// Following a shop (spec §7: add and delete are login-forced). issubscribe answers whether the
// logged-in member follows the shop; it is only asked when someone is logged in.

export const shopFollowQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['shopmember', 'issubscribe', siteId],
    queryFn: async ({ signal }) => Boolean(await requestData<boolean | number>('/api/shopmember/issubscribe', { site_id: siteId }, { signal })),
  })

/** follow (true) or unfollow (false) a shop */
export function setShopFollow(siteId: number, follow: boolean): Promise<unknown> {
  return requestData<unknown>(follow ? '/api/shopmember/add' : '/api/shopmember/delete', { site_id: siteId }, { forceLogin: true })
}
