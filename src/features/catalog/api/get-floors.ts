import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
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

/** every floor (the contract's call); the home starts from the first (get-first-floors.ts) */
export const floorsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'floors'],
    queryFn: () => requestData<Floor[]>('/api/pc/floors'),
    staleTime: 5 * 60_000,
  })
