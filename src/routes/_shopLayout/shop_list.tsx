import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { shopListSearchSchema } from '../../../domain/catalog/search-params.ts'
import { shopInfoQuery } from '../../features/shop/api/get-shop-info.ts'
import { shopCategoryTreeQuery } from '../../features/shop/api/get-shop-category-tree.ts'
import { shopGoodsQuery } from '../../features/shop/api/get-shop-goods-page.ts'
import { ShopGoodsPage, ShopGoodsPending } from '../../features/shop/components/shop-goods-page.tsx'
import { RouteError } from '../../features/shop/components/route-error.tsx'

export const Route = createFileRoute('/_shopLayout/shop_list')({
  staticData: { title: msg`店铺商品列表` },
  validateSearch: shopListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(shopInfoQuery(deps.site_id)),
      queryClient.ensureQueryData(shopCategoryTreeQuery(deps.site_id)),
      queryClient.ensureQueryData(shopGoodsQuery(deps)),
    ]),
  component: ShopList,
  pendingComponent: ShopGoodsPending,
  errorComponent: RouteError,
})

function ShopList() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ShopGoodsPage search={search} onSearch={(next) => void navigate({ search: next })} />
}
