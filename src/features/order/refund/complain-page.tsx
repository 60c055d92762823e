import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderKey } from '../../../api/order/get-order-num.ts'
import { refundKey } from '../api/refund-key.ts'
import { complainDetailQuery } from '../api/get-complain-detail.ts'
import { applyComplain } from '../api/apply-complain.ts'
import { cancelComplain } from '../api/cancel-complain.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Button } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { Select } from '../../../ui/select.tsx'
import { toast } from '../../../ui/toast.ts'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { useReasonLabel } from './reason-label.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { useComplainStatusLabel, useRefundStatusLabel } from './refund-status.ts'
import { REFUND } from '../../../../domain/order-rules.ts'

const REASONS = ['商家拒绝退款', '商家未按约定处理', '商品与描述不符', '其他']

/**
 * /member/complain?order_goods_id= (reference §3.6 Complaint): platform arbitration of a refund —
 * apply (reason, remark), see it with the platform's answer, cancel while it is open.
 */
export function ComplainPage({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: complaint } = useSuspenseQuery(complainDetailQuery(orderGoodsId))
  const [reason, setReason] = useState('')
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState('')
  const [asking, setAsking] = useState(false)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: refundKey })
    void queryClient.invalidateQueries({ queryKey: orderKey })
  }
  const apply = useMutation({
    mutationFn: () => applyComplain(orderGoodsId, reason, remark.trim()),
    onSuccess: () => {
      toast.success(t`维权申请已提交`)
      refresh()
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
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
  const reasonLabel = useReasonLabel()
  const refundStatus = useRefundStatusLabel()
  const complainStatus = useComplainStatusLabel()
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="complain-title">
        <div className={css.blockHead}>
          <h1 id="complain-title" className={css.title}>
            <Trans>平台维权</Trans>
          </h1>
          <Link to="/member/refund_detail" search={{ order_goods_id: orderGoodsId }} className={css.link}>
            <Trans>查看退款</Trans>
          </Link>
        </div>
        <div className={css.goods}>
          <Img src={complaint.sku_image} kind="goods" size="small" width={60} height={60} alt="" />
          <div className={css.cell}>
            <span lang={shopLang(complaint.sku_name)}>{complaint.sku_name}</span>
            <span className={css.muted}>
              <Trans>数量 {complaint.num}</Trans>
              {complaint.refund_status !== undefined && complaint.refund_status !== REFUND.none ? ` · ${refundStatus(complaint.refund_status, complaint.refund_status_name)}` : ''}
            </span>
          </div>
          {complaint.refund_apply_money ? <Price value={complaint.refund_apply_money} /> : null}
        </div>
      </section>
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
            <dl className={css.facts}>
              <Fact label={<Trans>维权编号</Trans>} value={complaint.complain_no} />
              <Fact label={<Trans>维权原因</Trans>} value={complaint.complain_reason && reasonLabel(complaint.complain_reason)} />
              <Fact label={<Trans>维权说明</Trans>} value={complaint.complain_remark} own />
              <Fact label={<Trans>申请时间</Trans>} value={formatDateTime(complaint.complain_apply_time)} />
              <Fact label={<Trans>平台处理</Trans>} value={complaint.platform_remark} own />
            </dl>
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
      {canApply && (
        <section className={css.block} aria-labelledby="complain-apply">
          <h2 id="complain-apply" className={css.subTitle}>
            <Trans>申请平台介入</Trans>
          </h2>
          <form
            className={css.form}
            onSubmit={(e) => {
              e.preventDefault()
              if (!reason) {
                setProblem(t`请选择维权原因`)
                return
              }
              setProblem('')
              apply.mutate()
            }}
          >
            <label className={css.formLabel} htmlFor="complain-reason">
              <Trans>维权原因</Trans>
            </label>
            <Select id="complain-reason" value={reason} options={[{ value: '', label: t`请选择维权原因` }, ...reasons.map((r) => ({ value: r, label: reasonLabel(r) }))]} onChange={setReason} />
            <label className={`${css.formLabel} ${css.formTop}`} htmlFor="complain-remark">
              <Trans>维权说明</Trans>
            </label>
            <textarea id="complain-remark" className={css.textarea} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />
            <span />
            <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <Button type="submit" loading={apply.isPending}>
                <Trans>提交维权</Trans>
              </Button>
              {problem && (
                <span className={css.problem} role="alert">
                  {problem}
                </span>
              )}
            </div>
          </form>
        </section>
      )}
      <ConfirmDialog open={asking} onOpenChange={setAsking} message={<Trans>确定要撤销维权吗？</Trans>} busy={cancel.isPending} onConfirm={() => cancel.mutate()} />
    </div>
  )
}
