import { createFileRoute, redirect } from '@tanstack/react-router'

// spec §2: /auth redirects to /auth/login
export const Route = createFileRoute('/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/$', params: { _splat: 'login' } })
  },
})
