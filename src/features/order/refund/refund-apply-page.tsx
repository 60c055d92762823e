import { useCallback, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RefundNotice } from '../../../../machines/order/refund.machine.ts'
import { refundDataQuery } from '../api/get-refund-data.ts'
import { Button } from '../../../ui/button.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { Select } from '../../../ui/select.tsx'
import { EmptyState } from '../../../ui/states.tsx'
import * as css from '../order.css.ts'
import { useRefund } from './use-refund.ts'
import { useReasonLabel } from './reason-label.ts'
import { RefundDestination } from './refund-destination.tsx'
import { shopLang } from '../../../lib/shop-lang.ts'
import { REFUND, refundActionCodes } from '../../../../domain/order-rules.ts'

/** reference §3.6: the fixed reasons when the server sends none */
const REASONS = ['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他']
const MAX_REMARK = 200

/**
 * /member/refund?order_goods_id= (reference §3.6 Apply): the line, the amount the server allows,
 * the type (money only / return and refund), the reason and a remark; also the edited re-application
 * after the seller refused. Submitting is the refund machine's `refund.apply`.
 */
export function RefundApplyPage({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(refundDataQuery(orderGoodsId))
  const status = data.order_goods_info.refund_status ?? 0
  const onNotice = useCallback(
    (notice: RefundNotice) => {
      if (notice.code === 'refund.applied') void navigate({ to: '/member/refund_detail', search: { order_goods_id: orderGoodsId } })
    },
    [navigate, orderGoodsId],
  )
  const { buttons, busy, send } = useRefund(
    { orderGoodsId, status, actions: status === REFUND.none || status === REFUND.refused ? refundActionCodes(status) : [], complain: 0 },
    onNotice,
  )
  const types = data.refund_type.length ? data.refund_type : [1]
  const reasons = data.refund_reason_type?.length ? data.refund_reason_type : REASONS
  const [type, setType] = useState(types[0]!)
  const [reason, setReason] = useState(data.refund_reason ?? '')
  const [remark, setRemark] = useState(data.refund_remark ?? '')
  const [problem, setProblem] = useState('')
  const typeName = (n: number) => (n === 2 ? t`退货退款` : t`仅退款`)
  const reasonLabel = useReasonLabel()
  const line = data.order_goods_info
  const canSubmit = buttons.includes('refund.apply')
  const onSubmit = () => {
    if (!reason) {
      setProblem(t`请选择退款原因`)
      return
    }
    setProblem('')
    send({ type: 'refund.apply', form: { refund_type: type, refund_reason: reason, refund_remark: remark.trim() } })
  }
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="refund-title">
        <div className={css.blockHead}>
          <h1 id="refund-title" className={css.title}>
            {status === REFUND.refused ? <Trans>修改退款申请</Trans> : <Trans>申请退款</Trans>}
          </h1>
        </div>
        <div className={css.goods} style={{ marginBottom: 16 }}>
          <Img src={line.sku_image} kind="goods" size="small" width={60} height={60} alt="" />
          <div className={css.cell}>
            <span lang={shopLang(line.sku_name)}>{line.sku_name}</span>
            <span className={css.muted}>
              <Trans>
                数量 {line.num} · 小计 ￥{line.goods_money}
              </Trans>
            </span>
          </div>
        </div>
        {!canSubmit && busy === null ? (
          <EmptyState compact title={<Trans>该商品当前不能申请退款</Trans>} />
        ) : (
          <form
            className={css.form}
            onSubmit={(e) => {
              e.preventDefault()
              onSubmit()
            }}
          >
            <span className={css.formLabel} id="refund-type-label">
              <Trans>退款类型</Trans>
            </span>
            <div role="radiogroup" aria-labelledby="refund-type-label" className={css.radios}>
              {types.map((n) => (
                <label key={n} className={css.radio}>
                  <input type="radio" name="refund_type" value={n} checked={type === n} onChange={() => setType(n)} />
                  {typeName(n)}
                </label>
              ))}
            </div>
            <span className={css.formLabel}>
              <Trans>退款金额</Trans>
            </span>
            <span>
              <Price value={data.refund_money} />{' '}
              <span className={css.subtle}>
                <Trans>（由商家按实付金额计算）</Trans>
              </span>
            </span>
            {data.refund_to?.length ? (
              <>
                <span className={`${css.formLabel} ${css.formTop}`}>
                  <Trans>退回至</Trans>
                </span>
                <RefundDestination parts={data.refund_to} done={false} />
              </>
            ) : null}
            <label className={css.formLabel} htmlFor="refund-reason">
              <Trans>退款原因</Trans>
            </label>
            <Select
              id="refund-reason"
              value={reason}
              options={[{ value: '', label: t`请选择退款原因` }, ...reasons.map((r) => ({ value: r, label: reasonLabel(r) }))]}
              onChange={setReason}
            />
            <label className={`${css.formLabel} ${css.formTop}`} htmlFor="refund-remark">
              <Trans>退款说明</Trans>
            </label>
            <textarea id="refund-remark" className={css.textarea} maxLength={MAX_REMARK} value={remark} onChange={(e) => setRemark(e.target.value)} />
            <span />
            <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <Button type="submit" loading={busy === 'apply'}>
                <Trans>提交申请</Trans>
              </Button>
              {problem && (
                <span className={css.problem} role="alert">
                  {problem}
                </span>
              )}
            </div>
          </form>
        )}
      </section>
    </div>
  )
}
