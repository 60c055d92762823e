import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { pageSearchSchema } from '../../../../../domain/catalog/search-params.ts'
import { helpClassesQuery } from '../../../../api/cms/get-help-classes.ts'
import { helpPageQuery } from '../../../../features/cms/api/get-help-page.ts'
import { HelpClassList } from '../../../../features/cms/components/help-class-list.tsx'
import { Crumbs, CrumbSep } from '../../../../features/cms/components/crumbs.tsx'
import { ListPending } from '../../../../features/cms/components/notice-list.tsx'
import { RouteError } from '../../../../features/cms/components/route-error.tsx'
import { crumbLink } from '../../../../features/cms/components/cms.css.ts'
import { parseId } from '../../../../features/cms/parse-id.ts'
import { notFoundOnMissing } from '../../../../lib/route-not-found.ts'

// one help class's articles (spec §2: the child /cms/help/listother-{class id})
export const Route = createFileRoute('/_main/cms/help/listother-{$classId}')({
  staticData: { title: msg`帮助中心` },
  params: {
    parse: ({ classId }) => {
      const n = parseId(classId)
      if (n === null) throw notFound()
      return { classId: n }
    },
    stringify: ({ classId }) => ({ classId: String(classId) }),
  },
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(helpPageQuery(params.classId, deps.page)).catch(notFoundOnMissing('article')),
  component: HelpClassPage,
  pendingComponent: ListPending,
  errorComponent: RouteError,
})

function HelpClassPage() {
  const { classId } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: classes } = useSuspenseQuery(helpClassesQuery())
  const name = classes.find((c) => c.class_id === classId)?.class_name ?? ''
  return (
    <>
      <Crumbs current={name}>
        <Link to="/cms/help" className={crumbLink}>
          <Trans>帮助中心</Trans>
        </Link>
        <CrumbSep />
      </Crumbs>
      <HelpClassList classId={classId} className={name} page={page} onPageChange={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />
    </>
  )
}
