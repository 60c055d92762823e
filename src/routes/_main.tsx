import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { SiteFrame } from '../features/layout/components/site-frame.tsx'
import { CurrentCity } from '../features/city/components/current-city.tsx'
import { useAuthSession } from '../features/auth/use-auth-session.ts'

// the main layout (pathless): header, footer and side tools around the shop pages
export const Route = createFileRoute('/_main')({
  component: MainLayout,
})

function MainLayout() {
  const session = useAuthSession()
  const fullWidth = useMatches({ select: (matches) => matches.findLast((m) => m.staticData?.fullWidth !== undefined)?.staticData.fullWidth ?? false })
  return (
    <SiteFrame member={session.member} onLogout={session.logout} fullWidth={fullWidth} topBarStart={<CurrentCity />}>
      <Outlet />
    </SiteFrame>
  )
}
