import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { topicGoodsPageQuery } from '../../../features/promotion/api/get-topic-goods-page.ts'
import { topicPageQuery } from '../../../features/promotion/api/get-topic-page.ts'
import { TopicDetail } from '../../../features/promotion/topic/topic-pages.tsx'
import { idParams } from '../../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/topic-{$id}')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`专题活动详情` },
  params: idParams('id'),
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.allSettled([queryClient.ensureQueryData(topicGoodsPageQuery(Number(params.id))), queryClient.ensureQueryData(topicPageQuery(1, 0))])
  },
  component: TopicDetailRoute,
})

function TopicDetailRoute() {
  const { id } = Route.useParams()
  return <TopicDetail key={id} topicId={Number(id)} />
}
