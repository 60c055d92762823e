import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { verifyInfoQuery } from '../../../../features/order/api/get-verify-info.ts'
import { VerificationDetailPage } from '../../../../features/order/verify/verification-detail-page.tsx'
import { codeSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §6.7: one code at the counter (?code=): its goods, confirm use
export const Route = createFileRoute('/_main/_member/member/verification_detail')({
  staticData: { title: msg`核销` },
  validateSearch: codeSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(verifyInfoQuery(deps.code)),
  component: function VerificationDetailRoute() {
    const { code } = Route.useSearch()
    return <VerificationDetailPage key={code} code={code} />
  },
})
