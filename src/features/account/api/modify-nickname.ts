import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refreshMember } from './modify-profile.ts'

// Profile writes (reference §6.2): the nickname, the avatar (after the upload answered its path).
// Both refresh every member answer that shows them (the profile, the frame's welcome line, the home).

export const modifyNicknameMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (nickname: string) => requestData<unknown>('/api/member/modifynickname', { nickname }, { forceLogin: true }),
    onSuccess: () => refreshMember(queryClient),
  })
