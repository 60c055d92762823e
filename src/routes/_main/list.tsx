import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listSearchSchema } from '../../features/catalog/search-params.ts'
// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/list')({
  staticData: { title: msg`商品列表` },
  validateSearch: listSearchSchema,
  component: () => <main />,
})
