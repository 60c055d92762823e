// The order types that keep their own create-order data (spec §3). Apart from the data's rules
// (order-create-data.ts), because the /payment route's search validation needs only the names and
// route definitions travel in the first load.
export const ORDER_TYPES = ['normal', 'groupbuy', 'seckill', 'combo', 'topic'] as const
export type OrderType = (typeof ORDER_TYPES)[number]
