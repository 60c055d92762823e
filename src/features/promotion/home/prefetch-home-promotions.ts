import type { QueryClient } from '@tanstack/react-query'
import { platformCouponTypesQuery } from '../api/get-platform-coupon-types.ts'
import { seckillGoodsPageQuery } from '../api/get-seckill-goods-page.ts'
import { seckillSlotsQuery } from '../api/get-seckill-slots.ts'
import { serverNowOf } from '../api/types.ts'
import { currentSlotIndex, secondsOfDay } from '../../../../domain/promotion-rules.ts'

/**
 * What the home's promotion strips (home-promotions.tsx) read, in the query cache: the flash-sale
 * slots, the current slot's goods, the platform coupons. The home route waits for it when the page
 * carries these answers (decision 012), so the strips render whole with the floors below them.
 */
export async function prefetchHomePromotions(queryClient: QueryClient): Promise<void> {
  const [slots] = await Promise.all([queryClient.ensureQueryData(seckillSlotsQuery()), queryClient.ensureQueryData(platformCouponTypesQuery(1, 5))])
  if (!slots.list.length) return
  const slot = slots.list[currentSlotIndex(slots.list, secondsOfDay(serverNowOf(slots), slots.midnight))]!
  await queryClient.ensureQueryData(seckillGoodsPageQuery(slot.seckill_id, 1, 5))
}
