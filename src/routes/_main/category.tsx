import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/category')({
  staticData: { title: msg`商品分类` },
  component: () => <main />,
})
