import { lazy, Suspense } from 'react'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { goodsDetailQuery } from '../../features/catalog/api/get-sku-detail.ts'
import { GoodsDetailView } from '../../features/catalog/detail/goods-detail-view.tsx'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { usePurchase } from '../../features/cart/use-purchase.ts'
import { openChat } from '../../features/chat/chat-runtime.ts'
import { loadCatalogs } from '../../lib/i18n.ts'
import { notFoundOnMissing } from '../../lib/route-not-found.ts'

// the bundles this sku is in (reference §2.4), from the promotion feature, after the page
const SkuBundles = lazy(async () => {
  const [m] = await Promise.all([import('../../features/promotion/combo/sku-bundles.tsx'), loadCatalogs('promotion')])
  return { default: m.SkuBundles }
})

export const Route = createFileRoute('/_main/sku-{$skuId}')({
  // this page's messages (lingui domains 'catalog', and 'cart' for the purchase buttons) before it renders
  beforeLoad: () => loadCatalogs('catalog', 'cart'),
  staticData: { title: msg`商品详情`, background: '#ffffff' },
  params: {
    parse: ({ skuId }) => {
      const id = Number(skuId)
      if (!Number.isInteger(id) || id <= 0) throw notFound()
      return { skuId: String(id) }
    },
    stringify: ({ skuId }) => ({ skuId }),
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(goodsDetailQuery(Number(params.skuId))).catch(notFoundOnMissing('goods')),
  component: SkuPage,
})

function SkuPage() {
  const { skuId } = Route.useParams()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const session = useAuthSession()
  const loginHref = `/login?redirect=${encodeURIComponent(`/sku-${skuId}`)}`
  const purchase = usePurchase(() => void router.navigate({ to: '/payment', search: {} }))
  return (
    <GoodsDetailView
      skuId={Number(skuId)}
      loggedIn={session.status === 'loggedIn'}
      onNeedLogin={() => void router.navigate({ href: loginHref })}
      onSkuChange={(next) => void navigate({ params: { skuId: String(next) }, replace: true, resetScroll: false })}
      onContactService={(shop, sku) => openChat({ siteId: shop.siteId, siteName: shop.siteName, skuId: sku })}
      {...purchase}
      extra={
        <Suspense fallback={null}>
          <SkuBundles skuId={Number(skuId)} />
        </Suspense>
      }
    />
  )
}
