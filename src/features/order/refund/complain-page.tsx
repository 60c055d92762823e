import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { refundKey } from '../api/refund-key.ts'
import { complainDetailQuery } from '../api/get-complain-detail.ts'
import { cancelComplain } from '../api/cancel-complain.ts'
import { Button } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import * as css from '../order.css.ts'
import { useComplainStatusLabel } from './refund-status.ts'
import { ComplainApplyForm, ComplainFacts, ComplainGoods } from './complain-parts.tsx'

const REASONS = ['商家拒绝退款', '商家未按约定处理', '商品与描述不符', '其他']

/**
 * /member/complain?order_goods_id= (reference §3.6 Complaint): platform arbitration of a refund —
 * apply (reason, remark), see it with the platform's answer, cancel while it is open.
 */
export function ComplainPage({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: complaint } = useSuspenseQuery(complainDetailQuery(orderGoodsId))
  const [asking, setAsking] = useState(false)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: refundKey })
    void queryClient.invalidateQueries({ queryKey: orderKey })
  }
  const cancel = useMutation({
    mutationFn: () => cancelComplain(orderGoodsId),
    onSuccess: () => {
      setAsking(false)
      toast.success(t`已撤销维权`)
      refresh()
    },
    onError: (error) => {
      setAsking(false)
      toast.error(errorMessage(error, t))
    },
  })
  const hasComplaint = (complaint.complain_id ?? 0) > 0 || Boolean(complaint.complain_no)
  const open = complaint.complain_cancel === 1
  const reasons = complaint.complain_reason_type?.length ? complaint.complain_reason_type : REASONS
  const canApply = complaint.complain_action === 1
  const complainStatus = useComplainStatusLabel()
  return (
    <div className={css.page}>
      <ComplainGoods complaint={complaint} orderGoodsId={orderGoodsId} />
      {hasComplaint && (
        <section className={css.block} aria-labelledby="complain-status">
          <div className={css.steps}>
            <div className={css.statusBox}>
              <span className={css.muted}>
                <Trans>维权状态</Trans>
              </span>
              <h2 id="complain-status" className={css.bigStatus}>
                {complainStatus(complaint.complain_status ?? 0, complaint.complain_status_name)}
              </h2>
              {open && (
                <div>
                  <Button size="sm" variant="secondary" loading={cancel.isPending} onClick={() => setAsking(true)}>
                    <Trans>撤销维权</Trans>
                  </Button>
                </div>
              )}
            </div>
            <ComplainFacts complaint={complaint} />
          </div>
        </section>
      )}
      {!hasComplaint && !canApply && (
        <section className={css.block}>
          <p className={css.muted}>
            <Trans>商家拒绝退款后，才可申请平台介入。商家处理前请耐心等待，或联系商家协商。</Trans>
          </p>
        </section>
      )}
      {canApply && <ComplainApplyForm orderGoodsId={orderGoodsId} reasons={reasons} onApplied={refresh} />}
      <ConfirmDialog open={asking} onOpenChange={setAsking} message={<Trans>确定要撤销维权吗？</Trans>} busy={cancel.isPending} onConfirm={() => cancel.mutate()} />
    </div>
  )
}
