import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// Profile writes (reference §6.2): the nickname, the avatar (after the upload answered its path).
// Both refresh every member answer that shows them (the profile, the frame's welcome line, the home).

const refreshMember = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKey('info') }),
    queryClient.invalidateQueries({ queryKey: memberKey('detail') }),
  ])

export const modifyNicknameMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (nickname: string) => requestData<unknown>('/api/member/modifynickname', { nickname }, { forceLogin: true }),
    onSuccess: () => refreshMember(queryClient),
  })

export const modifyHeadimgMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (headimg: string) => requestData<unknown>('/api/member/modifyheadimg', { headimg }, { forceLogin: true }),
    onSuccess: () => refreshMember(queryClient),
  })

export { refreshMember }
