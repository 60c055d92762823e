import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

/** "手机，笔记本" → ['手机', '笔记本'] (joined by a full-width comma; in English by ", ") */
export function splitWords(words: string | null | undefined): string[] {
  return (words ?? '')
    .split(/[，,]/)
    .map((w) => w.trim())
    .filter(Boolean)
}

export const hotSearchWordsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'hotSearchWords'],
    queryFn: async () => splitWords((await requestData<{ words: string }>('/api/pc/hotSearchWords')).words),
    staleTime: 10 * 60_000,
  })
