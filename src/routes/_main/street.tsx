import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { streetSearchSchema } from '../../../domain/catalog/search-params.ts'
import { shopPageQuery } from '../../features/shop/api/get-shop-page.ts'
import { StreetPage, StreetPending } from '../../features/shop/components/street-page.tsx'
import { RouteError } from '../../features/shop/components/route-error.tsx'
import { storage } from '../../lib/storage.ts'
import { loadCatalogs } from '../../lib/i18n.ts'

// the chosen city's shops rank first (reference §2.6 web_city)
const webCity = () => storage.get('app').city?.id ?? 0

export const Route = createFileRoute('/_main/street')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`店铺街` },
  validateSearch: streetSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(shopPageQuery({ ...deps, web_city: webCity() })),
  component: Street,
  pendingComponent: StreetPending,
  errorComponent: RouteError,
})

function Street() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <StreetPage search={search} webCity={webCity()} onSearch={(next) => void navigate({ search: next })} />
}
