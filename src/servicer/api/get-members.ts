import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { agentCall, membersKey, type MemberRow } from './agent.ts'

/** the console shows up to this many members (online first, then by the latest message) */
export const MEMBER_LIST_SIZE = 100

/** index/memberList: the members who talked to the shop, filtered by name */
export const membersQuery = (token: string, name: string) =>
  queryOptions({
    queryKey: [...membersKey(token), name] as const,
    queryFn: async () =>
      (await agentCall<{ list: MemberRow[]; count: number }>(token, 'index/memberList', { page: 1, page_size: MEMBER_LIST_SIZE, member_name: name })).list ?? [],
    staleTime: 5_000,
    placeholderData: (previous) => previous,
  })

/** that member's unread badge shows 0 at once (message/setRead follows) */
export function clearMemberUnread(queryClient: QueryClient, token: string, memberId: number) {
  queryClient.setQueriesData<MemberRow[]>({ queryKey: membersKey(token) }, (rows) => rows?.map((r) => (r.member_id === memberId ? { ...r, unread: 0 } : r)))
}
