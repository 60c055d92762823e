import { createFileRoute, redirect } from '@tanstack/react-router'

// /member → /member/index
export const Route = createFileRoute('/_main/_member/member/')({
  beforeLoad: () => {
    throw redirect({ to: '/member/index', replace: true })
  },
})
