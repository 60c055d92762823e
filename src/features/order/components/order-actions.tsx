import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderButton } from '../../../../machines/order/order.machine.ts'
import type { OrderRowWire } from '../../../api/order/order-wire.ts'
import { Button } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { formatYuan } from '../../../../domain/money.ts'
import { useOrder } from '../use-order.ts'
import * as css from '../order.css.ts'

/**
 * The buttons of one order (list row or detail page), exactly the ones its machine offers; a click
 * is an event to the machine, the confirm dialog and the busy button are its states.
 */
export function OrderActions({ order, layout = 'column' }: { order: OrderRowWire; layout?: 'column' | 'row' }) {
  const { t } = useLingui()
  const { buttons, busy, asking, send } = useOrder(order)
  const label: Record<OrderButton, string> = {
    'order.pay': t`支付`,
    'order.close': t`关闭订单`,
    'order.trace': t`查看物流`,
    'order.extend': t`延长收货`,
    'order.takeDelivery': t`确认收货`,
    'order.evaluate': t`评价`,
    'order.evaluateAgain': t`追评`,
  }
  const shown: OrderButton[] = busy && !buttons.includes(busy) ? [busy, ...buttons] : buttons
  const adjust = formatYuan(order.adjust_money)
  const question =
    asking === 'pay' ? (
      <Trans>商家已将支付金额调整为 ￥{formatYuan(order.pay_money)}（调整 {adjust}），确定支付吗？</Trans>
    ) : asking === 'close' ? (
      <Trans>确定要关闭该订单吗？</Trans>
    ) : (
      <Trans>确定已经收到货物了吗？</Trans>
    )
  return (
    <div className={layout === 'row' ? css.actionsRow : css.actions}>
      {shown.map((type) => (
        <Button
          key={type}
          size="sm"
          variant={type === 'order.pay' ? 'primary' : 'secondary'}
          loading={busy === type}
          disabled={busy !== null}
          onClick={() => send({ type })}
        >
          {label[type]}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) send({ type: 'confirm.no' })
        }}
        message={question}
        onConfirm={() => send({ type: 'confirm.yes' })}
      />
    </div>
  )
}
