import { lazy } from 'react'

// The 满减送 block and the gift mark (issue 12): loaded only when an order (detail) or an order row
// (list) has one. Render them inside <Suspense>.
const rewardParts = () => import('./order-reward.tsx')
export const OrderReward = lazy(() => rewardParts().then((m) => ({ default: m.OrderReward })))
export const GiftTag = lazy(() => rewardParts().then((m) => ({ default: m.GiftTag })))
