import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { MemberSidebar } from '../../../features/member/components/member-sidebar.tsx'
import * as css from './member/-components/member-layout.css.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { NotFoundInFrame } from '../../../features/layout/components/not-found-page.tsx'

// the member centre (spec §2, reference §1.2/1.4): the sidebar beside the page, inside the site frame
// (_main) and behind the login guard (_member)
export const Route = createFileRoute('/_main/_member/member')({
  staticData: { title: msg`会员中心` },
  beforeLoad: () => loadCatalogs('account'),
  component: MemberLayout,
  // any other /member/… path: behind the login guard like every member page (a visitor logs in
  // first), then "not found" inside the frame
  notFoundComponent: () => <NotFoundInFrame what="page" />,
})

function MemberLayout() {
  return (
    <div className={css.body}>
      <MemberSidebar />
      <div className={css.page}>
        <Outlet />
      </div>
    </div>
  )
}
