import { describe, expect, it } from 'vitest'
import { pageList } from './page-list.ts'

describe('pageList', () => {
  it('has nothing to show for zero pages and one button for one page', () => {
    expect(pageList(1, 0)).toEqual([])
    expect(pageList(1, 1)).toEqual([1])
  })
  it('lists every page when they fit in 5 slots', () => {
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('keeps first and last and three around the current page', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 3, 4, 'next-more', 10])
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'next-more', 10])
    expect(pageList(4, 10)).toEqual([1, 'prev-more', 3, 4, 5, 'next-more', 10])
    expect(pageList(7, 10)).toEqual([1, 'prev-more', 6, 7, 8, 'next-more', 10])
    expect(pageList(8, 10)).toEqual([1, 'prev-more', 7, 8, 9, 10])
    expect(pageList(10, 10)).toEqual([1, 'prev-more', 7, 8, 9, 10])
  })
  it('clamps an out-of-range current page', () => {
    expect(pageList(99, 6)).toEqual([1, 'prev-more', 3, 4, 5, 6])
    expect(pageList(-3, 6)).toEqual([1, 2, 3, 4, 'next-more', 6])
  })
})
