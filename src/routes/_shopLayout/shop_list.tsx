import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { shopListSearchSchema } from '../../features/catalog/search-params.ts'
// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_shopLayout/shop_list')({
  staticData: { title: msg`店铺商品列表` },
  validateSearch: shopListSearchSchema,
  component: () => <main />,
})
