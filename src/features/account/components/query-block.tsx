import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'

/**
 * The three states of a block fed by one query: loading, the failure (server message or a translated
 * fallback, with a retry), empty; otherwise the content. `isEmpty` decides what counts as empty.
 */
export function QueryBlock<T>({ query, isEmpty, emptyTitle, emptyAction, children }: {
  query: UseQueryResult<T>
  isEmpty?: (data: T) => boolean
  emptyTitle?: ReactNode
  emptyAction?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (isEmpty?.(query.data)) return <EmptyState title={emptyTitle}>{emptyAction}</EmptyState>
  return <>{children(query.data)}</>
}
