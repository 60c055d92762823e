import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { noticeInfoQuery } from '../../../features/cms/api/get-notice-info.ts'
import { NoticeDetail } from '../../../features/cms/components/notice-detail.tsx'
import { ListPending } from '../../../features/cms/components/notice-list.tsx'
import { RouteError } from '../../../features/cms/components/route-error.tsx'
import { parseId } from '../../../features/cms/parse-id.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { notFoundOnMissing } from '../../../lib/route-not-found.ts'

export const Route = createFileRoute('/_main/cms/notice-{$id}')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`公告详情` },
  params: {
    parse: ({ id }) => {
      const n = parseId(id)
      if (n === null) throw notFound()
      return { id: n }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(noticeInfoQuery(params.id)).catch(notFoundOnMissing('article')),
  component: Notice,
  pendingComponent: ListPending,
  errorComponent: RouteError,
})

function Notice() {
  const { id } = Route.useParams()
  return <NoticeDetail id={id} />
}
