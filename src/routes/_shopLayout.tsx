import { createFileRoute, Outlet, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { SiteLogo } from '../features/layout/components/site-logo.tsx'
import { ShopHeader, ShopHeaderPlaceholder } from '../features/shop/components/shop-header.tsx'
import { shopInfoQuery } from '../features/shop/api/get-shop-info.ts'
import { shopCategoryTreeQuery } from '../features/shop/api/get-shop-category-tree.ts'
import { AppFrame } from './-components/app-frame.tsx'
import { NotFoundInFrame } from '../features/layout/components/not-found-page.tsx'
import { missingThing } from '../lib/route-not-found.ts'
import { loadCatalogs } from '../lib/i18n.ts'

// The shop layout (reference §1.2): the frame's shop variant — the site's top bar, the shop's own
// header (identity, in-shop search, its category tree), the page, the site footer and side tools.
// The child routes' loaders fetch the shop and its tree together with their own data, so the header
// never waits in a waterfall.
export const Route = createFileRoute('/_shopLayout')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content', 'frame'),
  component: ShopLayout,
  // a shop that does not exist: the site frame without a shop header, and the ways on
  notFoundComponent: ({ data }) => (
    <AppFrame>
      <NotFoundInFrame what={missingThing(data)} />
    </AppFrame>
  ),
})

function ShopLayout() {
  return (
    <AppFrame shopHeader={<CurrentShopHeader />}>
      <Outlet />
    </AppFrame>
  )
}

/** the header of the shop the page shows: /shop-{siteId} or /shop_list?site_id */
function CurrentShopHeader() {
  const params = useParams({ strict: false })
  const search = useSearch({ strict: false })
  const siteId = Number(params.siteId ?? search.site_id)
  if (!Number.isInteger(siteId) || siteId < 1) return null
  return <ShopHeaderOf siteId={siteId} keyword={search.keyword ?? ''} />
}

function ShopHeaderOf({ siteId, keyword }: { siteId: number; keyword: string }) {
  const navigate = useNavigate()
  // the page itself shows a failed shop; the header then only keeps its place
  const { data: shop } = useQuery(shopInfoQuery(siteId))
  const { data: tree = [] } = useQuery(shopCategoryTreeQuery(siteId))
  if (!shop) return <ShopHeaderPlaceholder />
  return (
    <ShopHeader
      key={`${siteId}:${keyword}`}
      shop={shop}
      categories={tree}
      keyword={keyword}
      leading={<SiteLogo size="sm" />}
      onSearchShop={(k) => void navigate({ to: '/shop_list', search: { site_id: siteId, keyword: k || undefined } })}
      onSearchAll={(k) => void navigate({ to: '/list', search: { keyword: k || undefined } })}
    />
  )
}
