// Paging, one shape for every list of the contract: {count, page_count, list}.

export interface Paged<T> {
  count: number
  page_count: number
  list: T[]
}

/** the page envelope; an empty result still has one (empty) page */
export const paged = <T>(count: number, pageSize: number, list: T[]): Paged<T> => ({
  count,
  page_count: Math.max(1, Math.ceil(count / pageSize)),
  list,
})

/** rows to skip before page `page` (1-based) */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize
