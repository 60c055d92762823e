import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageSearchSchema } from '../../../../domain/catalog/search-params.ts'
import { noticePageQuery } from '../../../features/cms/api/get-notice-page.ts'
import { ListPending, NoticeList } from '../../../features/cms/components/notice-list.tsx'
import { RouteError } from '../../../features/cms/components/route-error.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/cms/notice')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`公告列表` },
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(noticePageQuery(deps.page)),
  component: Notices,
  pendingComponent: ListPending,
  errorComponent: RouteError,
})

function Notices() {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <NoticeList page={page} onPageChange={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />
}
