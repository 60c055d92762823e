import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { seckillDetailQuery } from '../../../features/promotion/api/get-seckill-detail.ts'
import { useAuthSession } from '../../../features/auth/use-auth-session.ts'
import { SeckillDetail } from '../../../features/promotion/seckill/seckill-detail.tsx'
import { idParams, loginHref } from '../../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/seckill-{$id}')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`商品详情`, background: '#ffffff' },
  params: idParams('id'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(seckillDetailQuery(Number(params.id))),
  component: SeckillDetailPage,
})

function SeckillDetailPage() {
  const { id } = Route.useParams()
  const router = useRouter()
  const session = useAuthSession()
  return <SeckillDetail id={Number(id)} loggedIn={session.status === 'loggedIn'} onNeedLogin={() => void router.navigate({ href: loginHref(`/promotion/seckill-${id}`) })} />
}
