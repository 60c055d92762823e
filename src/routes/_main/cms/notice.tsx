import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageSearchSchema } from '../../../features/catalog/search-params.ts'
// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/cms/notice')({
  staticData: { title: msg`公告列表` },
  validateSearch: pageSearchSchema,
  component: () => <main />,
})
