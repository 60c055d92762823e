import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from '../../../api/paged.ts'

// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

export interface GoodsFavourite {
  collect_id: number
  goods_id: number
  sku_id: number
  site_id: number
  sku_name: string
  goods_name?: string
  sku_price: string
  sku_image: string
  /** 1 = still on sale */
  goods_state?: number
  create_time?: number
}

export interface ShopFollowRow {
  site_id: number
  site_name: string
  logo: string
  shop_desccredit?: number | string
  shop_servicecredit?: number | string
  shop_deliverycredit?: number | string
  telephone?: string
}

export const FAVOURITE_PAGE_SIZE = 12

export const goodsFavouritesQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('goodscollect', 'page', page),
    queryFn: () => requestData<Paged<GoodsFavourite>>('/api/goodscollect/page', { page, page_size: FAVOURITE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })

export const shopFollowsQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('shopmember', 'page', page),
    queryFn: () => requestData<Paged<ShopFollowRow>>('/api/shopmember/membershoppages', { page, page_size: FAVOURITE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })

/** removing a favourite also clears the goods detail's "collected" answer (member-scoped keys) */
export const removeGoodsFavouriteMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (goodsId: number) => requestData<unknown>('/api/goodscollect/delete', { goods_id: goodsId }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey('goodscollect') }),
  })

export const unfollowShopMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (siteId: number) => requestData<unknown>('/api/shopmember/delete', { site_id: siteId }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey('shopmember') }),
  })
