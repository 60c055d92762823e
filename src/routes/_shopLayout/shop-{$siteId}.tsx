import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { shopHomeSearchSchema } from '../../features/shop/search-params.ts'
import { shopInfoQuery } from '../../features/shop/api/get-shop-info.ts'
import { shopCategoryTreeQuery } from '../../features/shop/api/get-shop-category-tree.ts'
import { shopGoodsQuery } from '../../features/shop/api/get-shop-goods-page.ts'
import { advDetailQuery } from '../../api/adverts/get-adv-detail.ts'
import { ShopHomePage, ShopHomePending } from '../../features/shop/components/shop-home-page.tsx'
import { RouteError } from '../../features/shop/components/route-error.tsx'
import { notFoundOnMissing } from '../../lib/route-not-found.ts'

export const Route = createFileRoute('/_shopLayout/shop-{$siteId}')({
  staticData: { title: msg`店铺首页` },
  params: {
    parse: ({ siteId }) => {
      const id = Number(siteId)
      if (!Number.isInteger(id) || id < 1) throw notFound()
      return { siteId: id }
    },
    stringify: ({ siteId }) => ({ siteId: String(siteId) }),
  },
  validateSearch: shopHomeSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params: { siteId }, deps: { page } }) =>
    Promise.all([
      queryClient.ensureQueryData(shopInfoQuery(siteId)),
      queryClient.ensureQueryData(shopCategoryTreeQuery(siteId)),
      queryClient.ensureQueryData(shopGoodsQuery({ site_id: siteId, page })),
      queryClient.ensureQueryData(advDetailQuery('NS_PC_SHOP_INDEX')),
    ]).catch(notFoundOnMissing('shop')),
  component: ShopHome,
  pendingComponent: ShopHomePending,
  errorComponent: RouteError,
})

function ShopHome() {
  const { siteId } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const session = useAuthSession()
  return (
    <ShopHomePage
      siteId={siteId}
      page={page}
      onPageChange={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })}
      loggedIn={session.status === 'loggedIn'}
      // follow is login-forced: back here after logging in
      onLoginRequired={() => void router.navigate({ href: `/login?redirect=${encodeURIComponent(router.state.location.href)}` })}
    />
  )
}
