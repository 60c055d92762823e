import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { offeredRefundActions, refundBusy, refundMachine, type RefundFacts, type RefundForm, type RefundNotice, type ReturnTracking } from '../../../../machines/order/refund.machine.ts'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { refundKey } from '../api/refund-key.ts'
import { applyRefund } from '../api/apply-refund.ts'
import { cancelRefund } from '../api/cancel-refund.ts'
import { shipReturn } from '../api/ship-return.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'

type Line = { orderGoodsId: number }

/**
 * A line's refund machine for the apply and detail pages: the real calls, the query invalidation
 * and the complaint page provided; the server's newer answer passed on (refund.sync); notices as
 * toasts (and `onNotice` for the page, e.g. to go to the detail after applying).
 */
export function useRefund(facts: RefundFacts, onNotice?: (notice: RefundNotice) => void) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const actor = useActorRef(
    refundMachine.provide({
      actors: {
        applyRefund: fromPromise(({ input }: { input: Line & { form: RefundForm } }) => applyRefund(input.orderGoodsId, input.form)),
        cancelRefund: fromPromise(({ input }: { input: Line }) => cancelRefund(input.orderGoodsId)),
        shipReturn: fromPromise(({ input }: { input: Line & { tracking: ReturnTracking } }) => shipReturn(input.orderGoodsId, input.tracking)),
      },
      actions: {
        changed: () => {
          void queryClient.invalidateQueries({ queryKey: refundKey })
          void queryClient.invalidateQueries({ queryKey: orderKey })
        },
        goComplain: (_, { orderGoodsId }) => void navigate({ to: '/member/complain', search: { order_goods_id: orderGoodsId } }),
      },
    }),
    { input: { refund: facts } },
  )
  const factsKey = JSON.stringify(facts)
  useEffect(() => {
    actor.send({ type: 'refund.sync', refund: JSON.parse(factsKey) as RefundFacts })
  }, [actor, factsKey])
  useEffect(() => {
    const sub = actor.on('refund.notice', ({ notice }) => {
      if (notice.code === 'refund.failed') toast.error(errorMessage(notice.cause, t))
      else if (notice.code === 'refund.applied') toast.success(t`退款申请已提交`)
      else if (notice.code === 'refund.cancelled') toast.success(t`已撤销维权`)
      else toast.success(t`退货物流已提交`)
      actor.send({ type: 'notice.dismiss' })
      onNotice?.(notice)
    })
    return () => sub.unsubscribe()
  }, [actor, t, onNotice])
  const buttons = useSelector(actor, offeredRefundActions, (a, b) => a.join() === b.join())
  const busy = useSelector(actor, refundBusy)
  const confirming = useSelector(actor, (s) => s.matches('confirmingCancel'))
  return { actor, send: actor.send, buttons, busy, confirming }
}
