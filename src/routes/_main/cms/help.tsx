import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { helpClassesQuery } from '../../../api/cms/get-help-classes.ts'
import { HelpSidebar } from '../../../features/cms/components/help-sidebar.tsx'
import { ListPending } from '../../../features/cms/components/notice-list.tsx'
import { RouteError } from '../../../features/cms/components/route-error.tsx'
import { withSidebar } from '../../../features/cms/components/cms.css.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

// 帮助中心: the class menu on the left; the overview or one class's articles on the right
export const Route = createFileRoute('/_main/cms/help')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`帮助中心` },
  loader: ({ context }) => context.queryClient.ensureQueryData(helpClassesQuery()),
  component: HelpLayout,
  pendingComponent: ListPending,
  errorComponent: RouteError,
})

function HelpLayout() {
  const { data: classes } = useSuspenseQuery(helpClassesQuery())
  return (
    <div className={withSidebar}>
      <HelpSidebar classes={classes} />
      <div>
        <Outlet />
      </div>
    </div>
  )
}
