import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/cms/notice-{$id}')({
  staticData: { title: msg`公告详情` },
  component: () => <main />,
})
