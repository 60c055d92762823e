import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/change_city')({
  staticData: { title: msg`切换城市` },
  component: () => <main />,
})
