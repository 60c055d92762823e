import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { categoryTreeQuery } from '../../api/category/get-category-tree.ts'
import { CategoryTreeView } from '../../features/catalog/pages/category-tree-view.tsx'
import { loadCatalogs } from '../../lib/i18n.ts'

export const Route = createFileRoute('/_main/category')({
  // this page's messages (lingui domain 'catalog') before it renders
  beforeLoad: () => loadCatalogs('catalog'),
  staticData: { title: msg`商品分类` },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(categoryTreeQuery()),
  component: CategoryTreeView,
})
