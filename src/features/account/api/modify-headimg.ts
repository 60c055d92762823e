import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refreshMember } from './modify-profile.ts'

// Profile writes (reference §6.2): the nickname, the avatar (after the upload answered its path).
// Both refresh every member answer that shows them (the profile, the frame's welcome line, the home).

export const modifyHeadimgMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (headimg: string) => requestData<unknown>('/api/member/modifyheadimg', { headimg }, { forceLogin: true }),
    onSuccess: () => refreshMember(queryClient),
  })
