import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { refundDetailQuery } from '../api/get-refund-detail.ts'
import type { RefundDetailWire } from '../api/refund-wire.ts'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { Input } from '../../../ui/text-field.tsx'
import * as css from '../order.css.ts'
import { useRefund } from './use-refund.ts'
import { useRefundStatusLabel } from './refund-status.ts'
import { RefundFacts, RefundGoods, RefundLog } from './refund-detail-parts.tsx'

/**
 * /member/refund_detail?order_goods_id= (reference §3.6 Detail): the refund's status, amount and
 * reason, the return-tracking form when the goods go back, cancel, edit after a refusal, the
 * platform-arbitration link, and the log. The buttons are the refund machine's.
 */
export function RefundDetailPage({ orderGoodsId }: { orderGoodsId: number }) {
  const { data: refund } = useSuspenseQuery(refundDetailQuery(orderGoodsId))
  const { buttons, busy, confirming, send } = useRefund({
    orderGoodsId,
    status: refund.refund_status,
    actions: refund.refund_action.map((a) => a.event),
    complain: refund.complain_action,
  })
  const statusLabel = useRefundStatusLabel()
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="refund-status">
        <div className={css.steps}>
          <div className={css.statusBox}>
            <span className={css.muted}>
              <Trans>退款状态</Trans>
            </span>
            <h1 id="refund-status" className={css.bigStatus}>
              {statusLabel(refund.refund_status, refund.refund_status_name)}
            </h1>
            <div className={css.actionsRow} style={{ justifyContent: 'flex-start' }}>
              {buttons.includes('refund.apply') && (
                <Link to="/member/refund" search={{ order_goods_id: orderGoodsId }} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                  <Trans>修改申请</Trans>
                </Link>
              )}
              {buttons.includes('refund.cancel') || busy === 'cancel' ? (
                <Button size="sm" variant="secondary" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => send({ type: 'refund.cancel' })}>
                  <Trans>撤销维权</Trans>
                </Button>
              ) : null}
              {buttons.includes('refund.complain') && (
                <Button size="sm" variant="secondary" onClick={() => send({ type: 'refund.complain' })}>
                  <Trans>平台维权</Trans>
                </Button>
              )}
            </div>
          </div>
          <RefundFacts refund={refund} />
        </div>
      </section>
      {buttons.includes('refund.ship') || busy === 'ship' ? <ReturnForm refund={refund} busy={busy === 'ship'} onSubmit={(tracking) => send({ type: 'refund.ship', tracking })} /> : null}
      <RefundGoods refund={refund} />
      <RefundLog log={refund.refund_log_list} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) send({ type: 'confirm.no' })
        }}
        message={<Trans>确定要撤销维权吗？</Trans>}
        onConfirm={() => send({ type: 'confirm.yes' })}
      />
    </div>
  )
}

/** the return-tracking form (refund_status 4): carrier, number, remark; the seller's address above it */
function ReturnForm({ refund, busy, onSubmit }: { refund: RefundDetailWire; busy: boolean; onSubmit: (t: { refund_delivery_name: string; refund_delivery_no: string; refund_delivery_remark: string }) => void }) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [no, setNo] = useState('')
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState('')
  return (
    <section className={css.block} aria-labelledby="return-title">
      <h2 id="return-title" className={css.subTitle}>
        <Trans>填写退货物流</Trans>
      </h2>
      {refund.shop_address ? (
        <p className={css.muted}>
          <Trans>退货地址：{refund.shop_address}</Trans>
          {refund.shop_contacts ? ` ${refund.shop_contacts}` : ''}
          {refund.shop_mobile ? ` ${refund.shop_mobile}` : ''}
        </p>
      ) : null}
      <form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (!name.trim() || !no.trim()) {
            setProblem(t`请填写物流公司和运单号`)
            return
          }
          setProblem('')
          onSubmit({ refund_delivery_name: name.trim(), refund_delivery_no: no.trim(), refund_delivery_remark: remark.trim() })
        }}
      >
        <label className={css.formLabel} htmlFor="return-company">
          <Trans>物流公司</Trans>
        </label>
        <Input id="return-company" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        <label className={css.formLabel} htmlFor="return-no">
          <Trans>运单号</Trans>
        </label>
        <Input id="return-no" value={no} maxLength={50} onChange={(e) => setNo(e.target.value)} />
        <label className={css.formLabel} htmlFor="return-remark">
          <Trans>备注</Trans>
        </label>
        <Input id="return-remark" value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
        <span />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button type="submit" loading={busy}>
            <Trans>提交</Trans>
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
