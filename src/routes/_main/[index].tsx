import { lazyPart } from '../../lib/lazy-part.tsx'
import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { siteInfoQuery } from '../../features/layout/api/get-site-info.ts'
import { advDetailQuery } from '../../api/adverts/get-adv-detail.ts'
import { firstFloorsQuery } from '../../features/catalog/api/get-first-floors.ts'
import { HomePage } from '../../features/catalog/home/home-page.tsx'

// the flash-sale and coupon strips load after the first paint (the module brings its messages);
// HomePage shows them with the floors, in one Suspense boundary
const HomePromotions = lazyPart('home-promotions', () => import('../../features/promotion/home/home-promotions.tsx').then((m) => m.default))

export const Route = createFileRoute('/_main/index')({
  staticData: { title: msg`首页`, fullWidth: true },
  // start the banner, floors and promotion calls with the route, without holding the page (the
  // frame and the banner paint first). With the first view in the page (decision 012) the answers
  // are there before the strips' and floors' chunks: they appear together, whole, nothing pushed down
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(advDetailQuery('NS_PC_INDEX'))
    void queryClient.prefetchQuery(firstFloorsQuery())
    void import('../../features/promotion/home/prefetch-home-promotions.ts').then((m) => m.prefetchHomePromotions(queryClient)).catch(() => undefined)
  },
  component: Home,
})

function Home() {
  const session = useAuthSession()
  const site = useQuery(siteInfoQuery())
  return (
    <HomePage
      member={session.member}
      loggedIn={session.status === 'loggedIn'}
      siteTitle={site.data?.title}
      promotions={<HomePromotions />}
    />
  )
}
