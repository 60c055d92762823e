import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// Browsing history (reference §6.6): newest first, each row with its day; delete one, or a whole day.

/** delete one visit (`{id}`) or every visit of a day, on every page (`{day}`) */
export const deleteFootprintsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (what: { id: number } | { day: string }) =>
      'id' in what
        ? requestData<unknown>('/api/goodsbrowse/delete', { id: String(what.id) }, { forceLogin: true })
        : requestData<unknown>('/api/goodsbrowse/deleteday', { day: what.day }, { forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey('goodsbrowse') }),
  })
