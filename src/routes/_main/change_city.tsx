import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../ui/toast.ts'
import { errorMessage } from '../../ui/error-message.ts'
import { Loading } from '../../ui/states.tsx'
import { citiesQuery, type City } from '../../features/city/api/get-cities.ts'
import { getWebsiteByCity } from '../../features/city/api/get-website-by-city.ts'
import { chooseCity } from '../../features/city/current-city.ts'
import { CitySwitcher } from '../../features/city/components/city-switcher.tsx'
import { RouteError } from '../../features/cms/components/route-error.tsx'
import { loadCatalogs } from '../../lib/i18n.ts'

export const Route = createFileRoute('/_main/change_city')({
  // this page's messages (lingui domain 'content') before it renders
  beforeLoad: () => loadCatalogs('content'),
  staticData: { title: msg`切换城市` },
  loader: ({ context }) => context.queryClient.ensureQueryData(citiesQuery()),
  component: ChangeCity,
  pendingComponent: () => <Loading />,
  errorComponent: RouteError,
})

function ChangeCity() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = Route.useNavigate()
  const [pendingId, setPendingId] = useState<number | null>(null)
  const choose = async (city: City) => {
    setPendingId(city.id)
    try {
      await chooseCity(city, getWebsiteByCity)
    } catch (error) {
      setPendingId(null)
      toast.error(errorMessage(error, t))
      return
    }
    // every cached answer was for the old site: refetch under the new website_id
    await queryClient.invalidateQueries()
    await navigate({ to: '/index' })
  }
  return <CitySwitcher pendingId={pendingId} onChoose={(city) => void choose(city)} />
}
