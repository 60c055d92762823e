import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ClosedPage } from '../features/layout/components/closed-page.tsx'

export const Route = createFileRoute('/closed')({
  staticData: { title: msg`网站维护` },
  component: ClosedPage,
})
