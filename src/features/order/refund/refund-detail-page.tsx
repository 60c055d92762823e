import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { refundDetailQuery } from '../api/get-refund-detail.ts'
import type { RefundDetailWire } from '../api/refund-wire.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { Input } from '../../../ui/text-field.tsx'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { useRefund } from './use-refund.ts'
import { useReasonLabel } from './reason-label.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { useRefundStatusLabel } from './refund-status.ts'
import { RefundDestination } from './refund-destination.tsx'
import { REFUND } from '../../../../domain/order-rules.ts'

/**
 * /member/refund_detail?order_goods_id= (reference §3.6 Detail): the refund's status, amount and
 * reason, the return-tracking form when the goods go back, cancel, edit after a refusal, the
 * platform-arbitration link, and the log. The buttons are the refund machine's.
 */
export function RefundDetailPage({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useLingui()
  const { data: refund } = useSuspenseQuery(refundDetailQuery(orderGoodsId))
  const { buttons, busy, confirming, send } = useRefund({
    orderGoodsId,
    status: refund.refund_status,
    actions: refund.refund_action.map((a) => a.event),
    complain: refund.complain_action,
  })
  const typeName = refund.refund_type === 2 ? t`退货退款` : t`仅退款`
  const reasonLabel = useReasonLabel()
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
          <dl className={css.facts}>
            <Fact label={<Trans>退款编号</Trans>} value={refund.refund_no} />
            <Fact label={<Trans>退款方式</Trans>} value={typeName} />
            <dt>
              <Trans>退款金额</Trans>
            </dt>
            <dd>
              <Price value={refund.refund_real_money && Number(refund.refund_real_money) > 0 ? refund.refund_real_money : refund.refund_apply_money} />
            </dd>
            {refund.refund_status !== REFUND.none && refund.refund_to?.length ? (
              <>
                <dt>{refund.refund_status === REFUND.refunded ? <Trans>已退回至</Trans> : <Trans>退回至</Trans>}</dt>
                <dd>
                  <RefundDestination parts={refund.refund_to} done={refund.refund_status === REFUND.refunded} />
                </dd>
              </>
            ) : null}
            <Fact label={<Trans>退款原因</Trans>} value={reasonLabel(refund.refund_reason)} />
            <Fact label={<Trans>退款说明</Trans>} value={refund.refund_remark} own />
            <Fact label={<Trans>申请时间</Trans>} value={formatDateTime(refund.refund_action_time)} />
            <Fact label={<Trans>退款时间</Trans>} value={refund.refund_time ? formatDateTime(refund.refund_time) : null} />
            <Fact label={<Trans>拒绝原因</Trans>} value={refund.refund_refuse_reason} own />
            {refund.refund_delivery_no ? (
              <>
                <dt>
                  <Trans>退货物流</Trans>
                </dt>
                <dd lang={shopLang(refund.refund_delivery_name)}>
                  {refund.refund_delivery_name} {refund.refund_delivery_no}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>
      {buttons.includes('refund.ship') || busy === 'ship' ? <ReturnForm refund={refund} busy={busy === 'ship'} onSubmit={(tracking) => send({ type: 'refund.ship', tracking })} /> : null}
      <section className={css.block} aria-labelledby="refund-goods">
        <h2 id="refund-goods" className={css.subTitle}>
          <Trans>退款商品</Trans>
        </h2>
        <div className={css.goods}>
          <Img src={refund.sku_image} kind="goods" size="small" width={60} height={60} alt="" />
          <div className={css.cell}>
            <Link to="/member/order_detail" search={{ order_id: refund.order_id ?? 0 }} className={css.lineName} lang={shopLang(refund.sku_name)}>
              {refund.sku_name}
            </Link>
            <span className={css.muted}>
              <Trans>数量 {refund.num}</Trans>
              {refund.site_name ? (
                <>
                  {' · '}
                  <span lang={shopLang(refund.site_name)}>{refund.site_name}</span>
                </>
              ) : null}
            </span>
          </div>
        </div>
      </section>
      <section className={css.block} aria-labelledby="refund-log">
        <h2 id="refund-log" className={css.subTitle}>
          <Trans>协商记录</Trans>
        </h2>
        <ol className={css.timeline}>
          {refund.refund_log_list.map((log, i) => (
            <li key={i} className={css.event}>
              <div>
                {/* a log sentence comes in the page's language and names its actor ("买家发起维权…");
                    what a member or shop typed in it stays as written */}
                <span lang={shopLang(log.action)}>{log.action}</span>
                {log.desc ? <span lang={shopLang(log.desc)}>{`：${log.desc}`}</span> : ''}
              </div>
              {/* who acted, under the time: the sentence does not always say it (a refund paid by the platform) */}
              <div className={css.subtle}>
                {formatDateTime(log.action_time)}
                {' · '}
                {log.action_way === 1 ? t`买家` : log.action_way === 2 ? t`卖家` : t`平台`}
              </div>
            </li>
          ))}
        </ol>
      </section>
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
