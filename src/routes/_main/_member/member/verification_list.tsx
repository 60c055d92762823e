import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { isVerifierQuery } from '../../../../api/verify/is-verifier.ts'
import { verifyTypesQuery } from '../../../../features/order/api/get-verify-types.ts'
import { VerificationListPage } from '../../../../features/order/verify/verification-list-page.tsx'
import { verifyListSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §6.7: verification records by type (?type=pickup&page=)
export const Route = createFileRoute('/_main/_member/member/verification_list')({
  staticData: { title: msg`核销记录` },
  validateSearch: verifyListSearch,
  ...orderPage,
  loader: async ({ context: { queryClient } }) => {
    if (await queryClient.ensureQueryData(isVerifierQuery())) await queryClient.ensureQueryData(verifyTypesQuery())
  },
  component: function VerificationListRoute() {
    const { type, page } = Route.useSearch()
    return <VerificationListPage type={type} page={page} />
  },
})
