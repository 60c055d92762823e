import { createFileRoute, Outlet } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { SiteFrame } from '../features/layout/components/site-frame.tsx'
import { CurrentCity } from '../features/city/components/current-city.tsx'
import { useAuthSession } from '../features/auth/use-auth-session.ts'
import { requireLogin } from '../features/auth/require-login.ts'
import { MemberSidebar } from '../features/member/components/member-sidebar.tsx'
import * as css from './member/-components/member-layout.css.ts'
import { loadCatalogs } from '../lib/i18n.ts'

// the member layout (spec §2, reference §1.2/1.4): every page under /member needs login
export const Route = createFileRoute('/member')({
  staticData: { title: msg`会员中心`, requiresLogin: true },
  beforeLoad: async (ctx) => {
    requireLogin(ctx)
    await loadCatalogs('account')
  },
  component: MemberLayout,
})

function MemberLayout() {
  const session = useAuthSession()
  return (
    <SiteFrame member={session.member} onLogout={session.logout} topBarStart={<CurrentCity />}>
      <div className={css.body}>
        <MemberSidebar />
        <div className={css.page}>
          <Outlet />
        </div>
      </div>
    </SiteFrame>
  )
}
