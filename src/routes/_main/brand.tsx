import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageSearchSchema } from '../../features/catalog/search-params.ts'
// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/brand')({
  staticData: { title: msg`品牌专区`, fullWidth: true },
  validateSearch: pageSearchSchema,
  component: () => <main />,
})
