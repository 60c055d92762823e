import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { GoodsApiParams } from '../../../../domain/catalog/list-params.ts'

// /api/goodssku/facets (ours, decision 015 §2): the brands and attribute values of what the list
// finds with the same params, with their goods counts.
export interface FacetBrand {
  id: number
  brand_id: number
  brand_name: string
  image_url: string
  brand_initial: string
  goods_num: number
}
export interface FacetValue {
  attr_value_id: number
  /** in the caller's language */
  attr_value_name: string
  /** as the URL writes it */
  value_key: string
  goods_num: number
}
export interface FacetAttribute {
  attr_id: number
  attr_name: string
  attr_key: string
  child: FacetValue[]
}
export interface Facets {
  count: number
  brand_list: FacetBrand[]
  brand_initial_list: string[]
  attribute_list: FacetAttribute[]
  /** the attribute filter as the server understood it (old JSON links are answered by name) */
  selected_attr: Array<{ attr_key: string; attr_name: string; values: Array<{ value_key: string; attr_value_name: string }> }>
}

/** the facets ignore paging and order: one answer serves every page and sort of a list */
export const goodsFacetsQuery = ({ page: _page, page_size: _size, order: _order, sort: _sort, ...filter }: GoodsApiParams) =>
  queryOptions({
    queryKey: ['goodssku', 'facets', filter],
    queryFn: ({ signal }) => requestData<Facets>('/api/goodssku/facets', { ...filter }, { signal }),
    staleTime: 60_000,
  })
