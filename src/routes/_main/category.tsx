import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { categoryTreeQuery } from '../../features/catalog/api/get-category-tree.ts'
import { CategoryTreeView } from '../../features/catalog/pages/category-tree-view.tsx'

export const Route = createFileRoute('/_main/category')({
  staticData: { title: msg`商品分类` },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(categoryTreeQuery()),
  component: CategoryTreeView,
})
