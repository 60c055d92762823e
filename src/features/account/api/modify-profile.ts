import type { QueryClient } from '@tanstack/react-query'
import { memberKey } from '../../../api/member-scope.ts'

// Profile writes (reference §6.2): the nickname, the avatar (after the upload answered its path).
// Both refresh every member answer that shows them (the profile, the frame's welcome line, the home).

export const refreshMember = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKey('info') }),
    queryClient.invalidateQueries({ queryKey: memberKey('detail') }),
  ])
