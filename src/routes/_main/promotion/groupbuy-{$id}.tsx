import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { groupbuyDetailQuery } from '../../../features/promotion/api/get-groupbuy-detail.ts'
import { useAuthSession } from '../../../features/auth/use-auth-session.ts'
import { GroupbuyDetailView } from '../../../features/promotion/groupbuy/groupbuy-detail.tsx'
import { idParams, loginHref } from '../../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/groupbuy-{$id}')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`商品详情`, background: '#ffffff' },
  params: idParams('id'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(groupbuyDetailQuery(Number(params.id))),
  component: GroupbuyDetailPage,
})

function GroupbuyDetailPage() {
  const { id } = Route.useParams()
  const router = useRouter()
  const session = useAuthSession()
  return <GroupbuyDetailView key={id} id={Number(id)} loggedIn={session.status === 'loggedIn'} onNeedLogin={() => void router.navigate({ href: loginHref(`/promotion/groupbuy-${id}`) })} />
}
