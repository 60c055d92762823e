import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { isVerifierQuery } from '../../../../api/verify/is-verifier.ts'
import { VerificationPage } from '../../../../features/order/verify/verification-page.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §6.7: the verification counter (shops' verifiers only)
export const Route = createFileRoute('/_main/_member/member/verification')({
  staticData: { title: msg`核销台` },
  beforeLoad: () => loadCatalogs('order'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(isVerifierQuery()),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: VerificationPage,
})
