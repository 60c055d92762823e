import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Paged } from '../api/types.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import * as css from '../promotion.css.ts'

/** a zone's goods grid: skeletons while loading, the error with a retry, the empty text, the pager */
export function PromoGrid<T>({ query, page, onPage, empty, testId, children }: {
  query: UseQueryResult<Paged<T>>
  page: number
  onPage: (page: number) => void
  empty: ReactNode
  testId: string
  children: (item: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <ul className={css.grid}>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i}>
            <Skeleton height={330} />
          </li>
        ))}
      </ul>
    )
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.list.length === 0) return <EmptyState title={empty} />
  return (
    <>
      <ul className={css.grid} data-testid={testId} aria-busy={query.isPlaceholderData}>
        {query.data.list.map(children)}
      </ul>
      <div className={css.pager}>
        <Pagination page={page} pageCount={query.data.page_count} onPageChange={onPage} />
      </div>
    </>
  )
}
