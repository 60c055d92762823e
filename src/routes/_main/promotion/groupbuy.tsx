import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { groupbuyPageQuery } from '../../../features/promotion/api/get-groupbuy-page.ts'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { GroupbuyZone } from '../../../features/promotion/groupbuy/groupbuy-zone.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/groupbuy')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`团购专区`, fullWidth: true },
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([queryClient.ensureQueryData(groupbuyPageQuery()), queryClient.ensureQueryData(advDetailQuery('NS_PC_GROUPBUY'))])
  },
  component: GroupbuyZone,
})
