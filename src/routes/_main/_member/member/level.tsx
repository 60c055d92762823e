import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { memberDetailQuery } from '../../../../api/member/get-member-detail.ts'
import { memberLevelsQuery } from '../../../../api/member/get-member-levels.ts'
import { LevelPage } from '../../../../features/account/points/level-page.tsx'

// reference §1.3 / §6.5: the member level (the reference's page was a stub)
export const Route = createFileRoute('/_main/_member/member/level')({
  staticData: { title: msg`我的等级` },
  // growth moves with recharges and sign-ins: read the member afresh on this page
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.fetchQuery({ ...memberDetailQuery(), staleTime: 0 }), queryClient.ensureQueryData(memberLevelsQuery())]),
  component: LevelPage,
})
