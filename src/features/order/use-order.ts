import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { askingAbout, busyWith, offeredActions, orderMachine, type OrderFacts } from '../../../machines/order/order.machine.ts'
import { orderKey } from '../../api/order/get-order-num.ts'
import { closeOrder } from './api/close-order.ts'
import { extendDelivery } from './api/extend-delivery.ts'
import { payOrder } from './api/pay-order.ts'
import { takeDelivery } from './api/take-delivery.ts'
import { orderFacts, type OrderRowWire } from '../../api/order/order-wire.ts'
import { refundKey } from './api/refund-key.ts'
import { errorMessage } from '../../ui/error-message.ts'
import { toast } from '../../ui/toast.ts'

type Call = { input: { orderId: number } }

/**
 * One order's machine for a list row or a detail page: the real calls, navigation and query
 * invalidation provided; the server's newer answers are passed on (order.sync); notices become toasts.
 * Returns what the view renders: the buttons offered, the call in flight, the dialog asking.
 */
export function useOrder(order: OrderRowWire) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const actor = useActorRef(
    orderMachine.provide({
      actors: {
        payOrder: fromPromise(({ input }: Call) => payOrder(input.orderId)),
        closeOrder: fromPromise(({ input }: Call) => closeOrder(input.orderId)),
        takeDelivery: fromPromise(({ input }: Call) => takeDelivery(input.orderId)),
        extendDelivery: fromPromise(({ input }: Call) => extendDelivery(input.orderId)),
      },
      actions: {
        goPay: (_, { outTradeNo }) => void navigate({ to: '/pay', search: { code: outTradeNo } }),
        goTrace: (_, { orderId }) => void navigate({ to: '/member/logistics', search: { order_id: orderId } }),
        goEvaluate: (_, { orderId }) => void navigate({ to: '/evaluate', search: { order_id: orderId } }),
        changed: () => {
          void queryClient.invalidateQueries({ queryKey: orderKey })
          void queryClient.invalidateQueries({ queryKey: refundKey })
        },
      },
    }),
    { input: { order: orderFacts(order) } },
  )
  const facts = orderFacts(order)
  const factsKey = JSON.stringify(facts)
  useEffect(() => {
    actor.send({ type: 'order.sync', order: JSON.parse(factsKey) as OrderFacts })
  }, [actor, factsKey])
  useEffect(() => {
    const sub = actor.on('order.notice', ({ notice }) => {
      if (notice.code === 'order.failed') toast.error(errorMessage(notice.cause, t))
      else if (notice.code === 'order.closed') toast.success(t`订单已关闭`)
      else if (notice.code === 'order.received') toast.success(t`已确认收货`)
      else toast.success(t`收货时间已延长`)
      actor.send({ type: 'notice.dismiss' })
    })
    return () => sub.unsubscribe()
  }, [actor, t])
  const buttons = useSelector(actor, offeredActions, (a, b) => a.join() === b.join())
  const busy = useSelector(actor, busyWith)
  const asking = useSelector(actor, askingAbout)
  return { actor, buttons, busy, asking, send: actor.send }
}
