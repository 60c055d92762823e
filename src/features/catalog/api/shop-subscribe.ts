import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

// Follow a shop (login forced): is it followed, follow, unfollow.

export const isSubscribeQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['shopmember', 'issubscribe', siteId],
    queryFn: async () => Boolean(await requestData<unknown>('/api/shopmember/issubscribe', { site_id: siteId })),
  })

export function subscribeShop(siteId: number) {
  return requestData<unknown>('/api/shopmember/add', { site_id: siteId }, { forceLogin: true })
}

export function unsubscribeShop(siteId: number) {
  return requestData<unknown>('/api/shopmember/delete', { site_id: siteId }, { forceLogin: true })
}
