import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface CategoryConfig {
  /** 1: level-1 list only; 2: flyout of level-2 tiles; 3: level-2 names under each row + level-2/3 flyout */
  category: 1 | 2 | 3
  /** 1: show category images */
  img: 0 | 1
}

export const categoryConfigQuery = () =>
  queryOptions({
    queryKey: ['pc', 'categoryconfig'],
    queryFn: async (): Promise<CategoryConfig> => {
      const raw = await requestData<{ category: number | string; img: number | string }>('/pc/api/pc/categoryconfig')
      const style = Number(raw.category)
      return { category: style === 1 || style === 2 ? style : 3, img: Number(raw.img) === 1 ? 1 : 0 }
    },
    staleTime: 10 * 60_000,
  })
