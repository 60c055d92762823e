/** the contract's paged answer (DESIGN: `{count, page_count, list}`) */
export interface Paged<T> {
  count: number
  page_count: number
  list: T[]
}
