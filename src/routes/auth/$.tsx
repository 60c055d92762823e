import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { validateRedirectSearch } from '../../features/auth/redirect-search.ts'

// the old login address /auth/login: on to /login with the same ?redirect. (A splat rather than
// auth/login.tsx, whose generated route name would clash with _auth/login's.)
export const Route = createFileRoute('/auth/$')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ params, search }) => {
    // oxlint-disable-next-line no-underscore-dangle -- TanStack Router's name for the splat
    if (params._splat !== 'login') throw notFound()
    throw redirect({ to: '/login', search })
  },
})
