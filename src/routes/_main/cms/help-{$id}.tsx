import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { helpClassesQuery } from '../../../api/cms/get-help-classes.ts'
import { helpInfoQuery } from '../../../features/cms/api/get-help-info.ts'
import { HelpSidebar } from '../../../features/cms/components/help-sidebar.tsx'
import { ArticleView } from '../../../features/cms/components/article-view.tsx'
import { Crumbs, CrumbSep } from '../../../features/cms/components/crumbs.tsx'
import { ListPending } from '../../../features/cms/components/notice-list.tsx'
import { RouteError } from '../../../features/cms/components/route-error.tsx'
import { crumbLink, withSidebar } from '../../../features/cms/components/cms.css.ts'
import { parseId } from '../../../features/cms/parse-id.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { notFoundOnMissing } from '../../../lib/route-not-found.ts'

export const Route = createFileRoute('/_main/cms/help-{$id}')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`帮助详情` },
  params: {
    parse: ({ id }) => {
      const n = parseId(id)
      if (n === null) throw notFound()
      return { id: n }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([queryClient.ensureQueryData(helpInfoQuery(params.id)), queryClient.ensureQueryData(helpClassesQuery())]).catch(notFoundOnMissing('article')),
  component: HelpArticle,
  pendingComponent: ListPending,
  errorComponent: RouteError,
})

function HelpArticle() {
  const { id } = Route.useParams()
  const { data: article } = useSuspenseQuery(helpInfoQuery(id))
  const { data: classes } = useSuspenseQuery(helpClassesQuery())
  // the article's class: from the article when the server sends it, else from the class lists
  const klass = classes.find((c) => c.class_id === article.class_id) ?? classes.find((c) => c.child_list.some((a) => a.id === id))
  return (
    <div className={withSidebar}>
      <HelpSidebar classes={classes} currentClassId={klass?.class_id} />
      <div>
        <Crumbs current={article.title}>
          <Link to="/cms/help" className={crumbLink}>
            <Trans>帮助中心</Trans>
          </Link>
          <CrumbSep />
          {klass && (
            <>
              <Link to="/cms/help/listother-{$classId}" params={{ classId: klass.class_id }} className={crumbLink}>
                {klass.class_name}
              </Link>
              <CrumbSep />
            </>
          )}
        </Crumbs>
        <ArticleView article={article} />
      </div>
    </div>
  )
}
