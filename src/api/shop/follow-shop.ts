import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { shopFollowQuery } from './get-shop-follow.ts'
import { shopFollowMutation } from './set-shop-follow.ts'

// Following a shop (spec §6/§7; add and delete are login forced): the goods detail's shop card and
// the shop home's info card both use this one implementation. `issubscribe` answers whether the
// logged-in member follows the shop (member-scoped: dropped at logout); it is asked only when someone
// is logged in. A change refreshes the shop's follower count (sub_num of /api/shop/info).

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
