import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../ui/toast.ts'
import { errorMessage } from '../../ui/error-message.ts'
import { setShopFollow, shopFollowQuery } from './api/follow-shop.ts'
import { shopInfoQuery } from './api/get-shop-info.ts'

/**
 * Follow / unfollow a shop. Both are login-forced (spec §6): logged out, the toggle asks the caller
 * to send people to the login page; a TOKEN_* failure does the same through the request helper.
 */
export function useShopFollow(siteId: number, loggedIn: boolean, onLoginRequired: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const status = useQuery({ ...shopFollowQuery(siteId), enabled: loggedIn })
  const mutation = useMutation({
    mutationFn: (follow: boolean) => setShopFollow(siteId, follow),
    onSuccess: (_data, follow) => {
      toast.success(follow ? t`关注成功` : t`已取消关注`)
      queryClient.setQueryData(shopFollowQuery(siteId).queryKey, follow)
      // the follower count on the info card moves with it
      return queryClient.invalidateQueries({ queryKey: shopInfoQuery(siteId).queryKey })
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const following = loggedIn ? (status.data ?? null) : false
  return {
    following,
    busy: mutation.isPending || (loggedIn && status.isPending),
    toggle() {
      if (!loggedIn) return onLoginRequired()
      mutation.mutate(!following)
    },
  }
}
