import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from '../../features/auth/require-login.ts'

// Every page that needs a logged-in member sits under this pathless layout (spec §2 guards): the one
// guard sends a visitor to /login?redirect=<the full original path>, and logging out on one of these
// pages goes back to the home page (requiresLogin). The member centre (/member/…) is here; the cart,
// checkout and order pages go here too. Their URLs do not change: a pathless layout adds no segment.
export const Route = createFileRoute('/_main/_member')({
  staticData: { requiresLogin: true },
  beforeLoad: requireLogin,
  component: Outlet,
})
