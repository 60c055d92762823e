import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

// The platform's refund and complaint reasons (server/modules/order refund.ts REFUND_REASONS,
// complain.ts COMPLAIN_REASONS). The server lists and expects them in Chinese — the form sends the
// Chinese value — so an English page shows their English as the option's label.
const REASON_LABELS: Record<string, MessageDescriptor> = {
  未按约定时间发货: msg`未按约定时间发货`,
  '拍错/多拍/不喜欢': msg`拍错/多拍/不喜欢`,
  协商一致退款: msg`协商一致退款`,
  其他: msg`其他`,
  商家拒绝退款: msg`商家拒绝退款`,
  商家未按约定处理: msg`商家未按约定处理`,
  商品与描述不符: msg`商品与描述不符`,
}

/** a reason's label in the page's language; a reason the platform added later shows as sent */
export function useReasonLabel(): (reason: string) => string {
  const { i18n } = useLingui()
  return (reason) => {
    const d = REASON_LABELS[reason]
    return d ? i18n._(d) : reason
  }
}
