import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { memberDetailQuery } from '../../../../api/member/get-member-detail.ts'
import { payPasswordSetQuery } from '../../../../features/member/api/pay-password.ts'
import { SecurityPage } from '../../../../features/member/components/security-page.tsx'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §6.2: account security — the pay password part (balance payment needs it)
export const Route = createFileRoute('/_main/_member/member/security')({
  staticData: { title: msg`账户安全` },
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(memberDetailQuery()), queryClient.ensureQueryData(payPasswordSetQuery())]),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: SecurityPage,
})
