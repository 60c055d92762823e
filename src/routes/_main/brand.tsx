import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageSearchSchema } from '../../../domain/catalog/search-params.ts'
import { brandPageQuery } from '../../features/catalog/api/get-brand-page.ts'
import { advDetailQuery } from '../../api/adverts/get-adv-detail.ts'
import { BrandZoneView } from '../../features/catalog/pages/brand-zone-view.tsx'
import { loadCatalogs } from '../../lib/i18n.ts'

export const Route = createFileRoute('/_main/brand')({
  // this page's messages (lingui domain 'catalog') before it renders
  beforeLoad: () => loadCatalogs('catalog'),
  staticData: { title: msg`品牌专区`, fullWidth: true },
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // the wall and the advert side by side; a failure shows in the page
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.allSettled([queryClient.ensureQueryData(brandPageQuery(deps.page)), queryClient.ensureQueryData(advDetailQuery('NS_PC_BRAND'))])
  },
  component: BrandPage,
})

function BrandPage() {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BrandZoneView page={page} onPage={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />
}
