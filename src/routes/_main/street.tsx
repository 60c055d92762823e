import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { streetSearchSchema } from '../../features/catalog/search-params.ts'
// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/street')({
  staticData: { title: msg`店铺街` },
  validateSearch: streetSearchSchema,
  component: () => <main />,
})
