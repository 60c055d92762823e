import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CartPage } from '../../../features/cart/components/cart-page.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'

// /cart (spec §2; login required through the _member layout)
export const Route = createFileRoute('/_main/_member/cart')({
  staticData: { title: msg`购物车` },
  beforeLoad: () => loadCatalogs('cart'),
  component: CartRoute,
})

function CartRoute() {
  const router = useRouter()
  return <CartPage onSettle={() => void router.navigate({ to: '/payment', search: {} })} />
}
