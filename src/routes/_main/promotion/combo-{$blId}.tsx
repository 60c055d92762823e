import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { bundleDetailQuery } from '../../../features/promotion/api/get-bundle-detail.ts'
import { useAuthSession } from '../../../features/auth/use-auth-session.ts'
import { ComboPage } from '../../../features/promotion/combo/combo-page.tsx'
import { idParams, loginHref } from '../../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/combo-{$blId}')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`组合套餐` },
  params: idParams('blId'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(bundleDetailQuery(Number(params.blId))),
  component: ComboRoute,
})

function ComboRoute() {
  const { blId } = Route.useParams()
  const router = useRouter()
  const session = useAuthSession()
  return <ComboPage key={blId} blId={Number(blId)} loggedIn={session.status === 'loggedIn'} onNeedLogin={() => void router.navigate({ href: loginHref(`/promotion/combo-${blId}`) })} />
}
