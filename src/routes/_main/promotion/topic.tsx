import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { topicPageQuery } from '../../../features/promotion/api/get-topic-page.ts'
import { TopicList } from '../../../features/promotion/topic/topic-pages.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/topic')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`专题活动` },
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([queryClient.ensureQueryData(topicPageQuery())])
  },
  component: TopicList,
})
