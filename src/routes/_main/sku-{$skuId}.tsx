import { lazy, Suspense, useEffect } from 'react'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { goodsDetailQuery } from '../../features/catalog/api/get-sku-detail.ts'
import { GoodsDetailView } from '../../features/catalog/detail/goods-detail-view.tsx'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { usePurchase } from '../../features/cart/use-purchase.ts'
import { ResumedAddNotice } from '../../features/cart/components/resumed-add.tsx'
import { openChat } from '../../lib/chat-requests.ts'
import { loadCatalogs } from '../../lib/i18n.ts'
import { field, searchSchema } from '../../../domain/search-schema.ts'
import { notFoundOnMissing } from '../../lib/route-not-found.ts'

// the bundles this sku is in (reference §2.4), from the promotion feature, after the page
const SkuBundles = lazy(async () => {
  const [m] = await Promise.all([import('../../features/promotion/combo/sku-bundles.tsx'), loadCatalogs('promotion')])
  return { default: m.SkuBundles }
})

// ?after_login=<ticket>: back from the login a visitor was sent to by 加入购物车 / 立即购买 (the ticket
// names the purchase this tab remembered: features/cart/pending-purchase.ts)
const skuSearch = searchSchema({ after_login: field.str(32) })

export const Route = createFileRoute('/_main/sku-{$skuId}')({
  validateSearch: skuSearch,
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
  const { after_login: ticket } = Route.useSearch()
  const session = useAuthSession()
  const { resume, rememberForLogin, resumed, ...purchase } = usePurchase(() => void router.navigate({ to: '/payment', search: {} }))
  // back from the login: finish what was asked for, then drop the ticket from the URL
  useEffect(() => {
    if (!ticket || session.status === 'restoring') return
    const done = session.status === 'loggedIn' ? resume(ticket, Number(skuId)) : null
    if (done !== 'buy') void navigate({ params: { skuId }, search: {}, replace: true, resetScroll: false })
    // resume is a fresh closure each render; the ticket is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket, skuId, session.status])
  return (
    <GoodsDetailView
      skuId={Number(skuId)}
      loggedIn={session.status === 'loggedIn'}
      onNeedLogin={(intent) => {
        // the way back names the purchase to finish (a same-site path: the login's safeRedirect keeps it so)
        const back = intent ? `/sku-${skuId}?after_login=${rememberForLogin(intent.action, intent.sku, intent.num)}` : `/sku-${skuId}`
        void router.navigate({ to: '/login', search: { redirect: back } })
      }}
      purchaseNotice={<ResumedAddNotice resumed={resumed} />}
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
