import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComplainDetailWire } from '../api/refund-wire.ts'
import { applyComplain } from '../api/apply-complain.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { Select } from '../../../ui/select.tsx'
import { toast } from '../../../ui/toast.ts'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { useReasonLabel } from './reason-label.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { useRefundStatusLabel } from './refund-status.ts'
import { REFUND } from '../../../../domain/order-rules.ts'

/** the page's heading with the link back to the refund, and the line the complaint is about */
export function ComplainGoods({ complaint, orderGoodsId }: { complaint: ComplainDetailWire; orderGoodsId: number }) {
  const refundStatus = useRefundStatusLabel()
  return (
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
  )
}

/** the complaint's number, reason, remark, time and the platform's answer */
export function ComplainFacts({ complaint }: { complaint: ComplainDetailWire }) {
  const reasonLabel = useReasonLabel()
  return (
    <dl className={css.facts}>
      <Fact label={<Trans>维权编号</Trans>} value={complaint.complain_no} />
      <Fact label={<Trans>维权原因</Trans>} value={complaint.complain_reason && reasonLabel(complaint.complain_reason)} />
      <Fact label={<Trans>维权说明</Trans>} value={complaint.complain_remark} own />
      <Fact label={<Trans>申请时间</Trans>} value={formatDateTime(complaint.complain_apply_time)} />
      <Fact label={<Trans>平台处理</Trans>} value={complaint.platform_remark} own />
    </dl>
  )
}

/** 申请平台介入: a reason (required) and a remark; `onApplied` after the platform has it */
export function ComplainApplyForm({ orderGoodsId, reasons, onApplied }: { orderGoodsId: number; reasons: string[]; onApplied: () => void }) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState('')
  const apply = useMutation({
    mutationFn: () => applyComplain(orderGoodsId, reason, remark.trim()),
    onSuccess: () => {
      toast.success(t`维权申请已提交`)
      onApplied()
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const reasonLabel = useReasonLabel()
  return (
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
  )
}
