export type PageItem = number | 'prev-more' | 'next-more'

/**
 * The page buttons of a pager with 5 slots (reference §2: el-pagination pager-count 5): the first
 * and last page always, three around the current one, and a gap marker where pages are skipped.
 */
export function pageList(current: number, pageCount: number, slots = 5): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : []
  const page = Math.min(Math.max(1, current), pageCount)
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const half = Math.floor(slots / 2)
  const middle = slots - 2 // the slots between first and last
  if (page <= slots - half) {
    // near the start: 1 2 3 4 … N
    return [...Array.from({ length: middle + 1 }, (_, i) => i + 1), 'next-more', pageCount]
  }
  if (page > pageCount - (slots - half)) {
    // near the end: 1 … N-3 N-2 N-1 N
    return [1, 'prev-more', ...Array.from({ length: middle + 1 }, (_, i) => pageCount - middle + i)]
  }
  const around = Array.from({ length: middle }, (_, i) => page - Math.floor(middle / 2) + i)
  return [1, 'prev-more', ...around, 'next-more', pageCount]
}
