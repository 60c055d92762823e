import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// Following a shop (spec §6/§7; add and delete are login forced): the goods detail's shop card and
// the shop home's info card both use this one implementation. `issubscribe` answers whether the
// logged-in member follows the shop (member-scoped: dropped at logout); it is asked only when someone
// is logged in. A change refreshes the shop's follower count (sub_num of /api/shop/info).

/** the key of /api/shop/info for a shop (the shop feature's shopInfoQuery uses it) */
export const shopInfoKey = (siteId: number) => ['shop', 'info', siteId] as const

export const shopFollowQuery = (siteId: number) =>
  queryOptions({
    queryKey: memberKey('shopmember', 'issubscribe', siteId),
    queryFn: async ({ signal }) => Boolean(await requestData<boolean | number>('/api/shopmember/issubscribe', { site_id: siteId }, { signal })),
  })

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

export interface ShopFollowHandlers {
  /** a visitor pressed the toggle: send them to log in */
  onLoginRequired: () => void
  /** the change is saved (the caller says so, in its words) */
  onChanged?: (follow: boolean) => void
  onError?: (error: Error) => void
}

export interface ShopFollow {
  /** null while a member's answer loads; always false for a visitor */
  following: boolean | null
  busy: boolean
  toggle(): void
}

/** the follow toggle of one shop */
export function useShopFollow(siteId: number, loggedIn: boolean, handlers: ShopFollowHandlers): ShopFollow {
  const queryClient = useQueryClient()
  const status = useQuery({ ...shopFollowQuery(siteId), enabled: loggedIn })
  const mutation = useMutation(shopFollowMutation(queryClient, siteId))
  const following = loggedIn ? (status.data ?? null) : false
  return {
    following,
    busy: mutation.isPending || (loggedIn && status.isPending),
    toggle() {
      if (!loggedIn) return handlers.onLoginRequired()
      mutation.mutate(!following, { onSuccess: (_d, follow) => handlers.onChanged?.(follow), onError: (error) => handlers.onError?.(error) })
    },
  }
}
