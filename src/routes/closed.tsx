import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the frame work fills in the closed page
export const Route = createFileRoute('/closed')({
  staticData: { title: msg`网站维护` },
  component: () => <main />,
})
