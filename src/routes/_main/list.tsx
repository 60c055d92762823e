import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listSearchSchema } from '../../features/catalog/search-params.ts'
import { goodsPageQuery } from '../../features/catalog/api/get-goods-page.ts'
import { relevanceInfoQuery } from '../../features/catalog/api/get-relevance-info.ts'
import { categoryInfoQuery } from '../../features/catalog/api/get-category-info.ts'
import { allBrandsQuery } from '../../features/catalog/api/get-brand-page.ts'
import { toGoodsApiParams } from '../../features/catalog/list/list-params.ts'
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
    const calls: Array<Promise<unknown>> = [queryClient.ensureQueryData(goodsPageQuery(params))]
    if (params.category_id) {
      calls.push(queryClient.ensureQueryData(relevanceInfoQuery(params.category_id, params.category_level ?? 1)))
      calls.push(queryClient.ensureQueryData(categoryInfoQuery(params.category_id)))
    } else {
      calls.push(queryClient.ensureQueryData(allBrandsQuery()))
    }
    await Promise.allSettled(calls)
  },
  component: ListPage,
})

function ListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <GoodsListView search={search} onSearch={(next) => void navigate({ search: next })} />
}
