import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { CouponCentre } from '../../features/promotion/coupon/coupon-centre.tsx'
import { loginHref } from '../../features/promotion/route-params.ts'
import { loadCatalogs } from '../../lib/i18n.ts'
import { field, searchSchema } from '../../../domain/search-schema.ts'

// /coupon (reference §2.7): the tab and the page live in the URL
export const Route = createFileRoute('/_main/coupon')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`领券中心` },
  validateSearch: searchSchema({ tab: field.oneOf(['shop', 'platform'] as const), page: field.int(1, 10_000) }),
  component: CouponRoute,
})

function CouponRoute() {
  const { tab = 'shop', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const session = useAuthSession()
  return (
    <CouponCentre
      tab={tab}
      page={page}
      onTab={(next) => void navigate({ search: { tab: next === 'shop' ? undefined : next } })}
      onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) })}
      loggedIn={session.status === 'loggedIn'}
      onNeedLogin={() => void router.navigate({ href: loginHref(router.state.location.href) })}
    />
  )
}
