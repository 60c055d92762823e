import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listSearchSchema } from '../../../domain/catalog/search-params.ts'
import { goodsPageQuery } from '../../features/catalog/api/get-goods-page.ts'
import { goodsFacetsQuery } from '../../features/catalog/api/get-goods-facets.ts'
import { categoryInfoQuery } from '../../features/catalog/api/get-category-info.ts'
import { toGoodsApiParams } from '../../../domain/catalog/list-params.ts'
import { GoodsListView } from '../../features/catalog/list/goods-list-view.tsx'
import { loadCatalogs } from '../../lib/i18n.ts'

export const Route = createFileRoute('/_main/list')({
  // this page's messages (lingui domain 'catalog') before it renders
  beforeLoad: () => loadCatalogs('catalog'),
  staticData: { title: msg`商品列表` },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // the list, the category's filters and its name load side by side; a failure is shown in the page
  // (the view reads the same queries), not as a route error
  loader: async ({ context: { queryClient }, deps: { search } }) => {
    const params = toGoodsApiParams(search)
    const calls: Array<Promise<unknown>> = [queryClient.ensureQueryData(goodsPageQuery(params)), queryClient.ensureQueryData(goodsFacetsQuery(params))]
    if (params.category_id) calls.push(queryClient.ensureQueryData(categoryInfoQuery(params.category_id)))
    await Promise.allSettled(calls)
  },
  component: ListPage,
})

function ListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback((next: typeof search, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace }), [navigate])
  return <GoodsListView search={search} onSearch={onSearch} />
}
