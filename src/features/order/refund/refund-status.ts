import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { COMPLAIN, REFUND, type RefundStatus } from '../../../../domain/order-rules.ts'

// A refund's and a complaint's status in the buyer's terms: what is happening and who acts next.
// The wire's names (reference §3.6 refund_status_name "申请维权", complain_status_name…) are the
// platform's words for its staff; the pages say these instead, by the status number.

const REFUND_STATUS: Record<RefundStatus, MessageDescriptor> = {
  [REFUND.none]: msg`退款已撤销`,
  [REFUND.applied]: msg`退款申请中，等待商家处理`,
  [REFUND.toTransfer]: msg`商家已同意，退款处理中`,
  [REFUND.refunded]: msg`退款成功`,
  [REFUND.toReturn]: msg`商家已同意退货，请寄回商品`,
  [REFUND.returned]: msg`商品已寄回，等待商家收货`,
  [REFUND.received]: msg`商家已收货，退款处理中`,
  [REFUND.refused]: msg`商家拒绝了退款申请`,
}

/** short forms for a tag beside a line (the order list and detail) */
const REFUND_TAG: Record<RefundStatus, MessageDescriptor> = {
  [REFUND.none]: msg`已撤销`,
  [REFUND.applied]: msg`退款申请中`,
  [REFUND.toTransfer]: msg`退款处理中`,
  [REFUND.refunded]: msg`退款成功`,
  [REFUND.toReturn]: msg`待寄回商品`,
  [REFUND.returned]: msg`待商家收货`,
  [REFUND.received]: msg`退款处理中`,
  [REFUND.refused]: msg`商家已拒绝`,
}

const COMPLAIN_STATUS: Record<number, MessageDescriptor> = {
  [COMPLAIN.cancelled]: msg`平台维权已撤销`,
  [COMPLAIN.open]: msg`平台处理中`,
  [COMPLAIN.resolved]: msg`平台已处理，支持退款`,
  [COMPLAIN.refused]: msg`平台未支持本次维权`,
}

function useLabel(table: Record<number, MessageDescriptor>): (status: number, wireName?: string) => string {
  const { i18n } = useLingui()
  return (status, wireName) => {
    const d = table[status as keyof typeof table]
    return d ? i18n._(d) : (wireName ?? '')
  }
}

/** (refund_status, the wire's name as a fallback) → the buyer's words; `short` for a tag beside a line */
export const useRefundStatusLabel = (short = false) => useLabel(short ? REFUND_TAG : REFUND_STATUS)

/** (complain_status, the wire's name as a fallback) → the buyer's words */
export const useComplainStatusLabel = () => useLabel(COMPLAIN_STATUS)
