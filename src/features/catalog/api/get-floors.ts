import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { FIRST_FLOORS_PARAMS } from '../../../../domain/catalog/first-view-calls.ts'
import type { LinkValue } from './types.ts'

// Home floors (reference §8.1): `value` maps slot names to text, image, goods, brand or category slots.

export interface FloorGoods {
  sku_id: number
  sku_name: string
  goods_name: string
  price: string
  market_price: string
  discount_price: string
  stock: number
  sale_num: number
  sku_image: string
  introduction?: string
}
export interface FloorBrand {
  brand_id: number
  brand_name: string
  brand_initial?: string
  image_url: string
}
export interface FloorCategory {
  category_id: number
  category_name: string
  short_name?: string
  level: number
  image?: string
  image_adv?: string
}

export interface TextSlot {
  text?: string
  color?: string
  link?: LinkValue
}
export interface ImageSlot {
  url?: string
  link?: LinkValue
}
export interface ListSlot<T> {
  type?: string
  value?: { list?: T[] }
}

export interface FloorValue {
  title?: { value?: TextSlot }
  subTitle?: { value?: TextSlot }
  leftImg?: { value?: ImageSlot }
  bottomImg?: { value?: ImageSlot }
  goodsList?: ListSlot<FloorGoods>
  rightGoodsList?: ListSlot<FloorGoods>
  bottomGoodsList?: ListSlot<FloorGoods>
  brandList?: ListSlot<FloorBrand>
  categoryList?: ListSlot<FloorCategory>
}

export interface Floor {
  id?: number
  title: string
  block_name: 'floor-style-1' | 'floor-style-2' | 'floor-style-3' | string
  block_title?: string
  value: FloorValue
}

/** every floor (the contract's call) */
export const floorsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'floors'],
    queryFn: () => requestData<Floor[]>('/api/pc/floors'),
    staleTime: 5 * 60_000,
  })

/** the first floors and how many there are (decision 012: what the home's first screen shows, embedded in its HTML) */
export interface FloorsPage {
  count: number
  page_count: number
  list: Floor[]
}

/**
 * The floors the home's first screen shows (FIRST_FLOORS_PARAMS) and the number of floors, whose
 * space the page keeps. A server without paging here answers every floor: then they are all here.
 */
export const firstFloorsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'floors', FIRST_FLOORS_PARAMS],
    queryFn: async (): Promise<FloorsPage> => {
      const data = await requestData<Floor[] | FloorsPage>('/api/pc/floors', { ...FIRST_FLOORS_PARAMS })
      return Array.isArray(data) ? { count: data.length, page_count: 1, list: data } : data
    },
    staleTime: 5 * 60_000,
  })
