import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { seckillSlotsQuery } from '../../../features/promotion/api/get-seckill-slots.ts'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { SeckillZone } from '../../../features/promotion/seckill/seckill-zone.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'

export const Route = createFileRoute('/_main/promotion/seckill')({
  beforeLoad: () => loadCatalogs('promotion'),
  staticData: { title: msg`秒杀专区`, fullWidth: true },
  // slots and the advert side by side; a failure shows in the page
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([queryClient.ensureQueryData(seckillSlotsQuery()), queryClient.ensureQueryData(advDetailQuery('NS_PC_SECKILL'))])
  },
  component: SeckillZone,
})
