import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { topicGoodsDetailQuery } from '../../../features/promotion/api/get-topic-goods-detail.ts'
import { useAuthSession } from '../../../features/auth/use-auth-session.ts'
import { TopicGoodsDetail } from '../../../features/promotion/topic/topic-pages.tsx'
import { idParams, loginHref } from '../../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

// declared apart from topic-{$id} and more specific, so /promotion/topic-goods-N reaches it (the
// reference's router sent it to the topic page)
export const Route = createFileRoute('/_main/promotion/topic-goods-{$id}')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`商品详情`, background: '#ffffff' },
  params: idParams('id'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(topicGoodsDetailQuery(Number(params.id))),
  component: TopicGoodsRoute,
})

function TopicGoodsRoute() {
  const { id } = Route.useParams()
  const router = useRouter()
  const session = useAuthSession()
  return <TopicGoodsDetail key={id} id={Number(id)} loggedIn={session.status === 'loggedIn'} onNeedLogin={() => void router.navigate({ href: loginHref(`/promotion/topic-goods-${id}`) })} />
}
