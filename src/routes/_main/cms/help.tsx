import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/cms/help')({
  staticData: { title: msg`帮助中心` },
  component: () => <main />,
})
