import { lazy } from 'react'
import { loadCatalogs } from '../../../lib/i18n.ts'

// The 满减送 block and the gift mark (issue 12), from the promotion feature with its catalog: loaded
// only when an order (detail) or an order row (list) has one. Render them inside <Suspense>.
const rewardParts = () => Promise.all([import('../../promotion/components/order-reward.tsx'), loadCatalogs('promotion')]).then(([m]) => m)
export const OrderReward = lazy(() => rewardParts().then((m) => ({ default: m.OrderReward })))
export const GiftTag = lazy(() => rewardParts().then((m) => ({ default: m.GiftTag })))
