import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { isVerifierQuery } from '../../../../api/verify/is-verifier.ts'
import { VerificationPage } from '../../../../features/order/verify/verification-page.tsx'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §6.7: the verification counter (shops' verifiers only)
export const Route = createFileRoute('/_main/_member/member/verification')({
  staticData: { title: msg`核销台` },
  ...orderPage,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(isVerifierQuery()),
  component: VerificationPage,
})
