import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_shopLayout/shop-{$siteId}')({
  staticData: { title: msg`店铺首页` },
  component: () => <main />,
})
