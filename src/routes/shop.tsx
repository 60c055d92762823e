import { createFileRoute, redirect } from '@tanstack/react-router'

// the spec: /shop redirects to the shop street
export const Route = createFileRoute('/shop')({
  beforeLoad: () => {
    throw redirect({ to: '/street' })
  },
})
