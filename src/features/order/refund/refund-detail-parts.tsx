import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RefundDetailWire } from '../api/refund-wire.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { useReasonLabel } from './reason-label.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { RefundDestination } from './refund-destination.tsx'
import { REFUND } from '../../../../domain/order-rules.ts'

/** the refund's number, way, amount (and where it goes), reason, times, refusal and return tracking */
export function RefundFacts({ refund }: { refund: RefundDetailWire }) {
  const { t } = useLingui()
  const typeName = refund.refund_type === 2 ? t`退货退款` : t`仅退款`
  const reasonLabel = useReasonLabel()
  return (
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
  )
}

/** 退款商品: the line refunded, a link to its order */
export function RefundGoods({ refund }: { refund: RefundDetailWire }) {
  return (
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
  )
}

/** 协商记录: what the buyer, the seller and the platform did, in order */
export function RefundLog({ log: list }: { log: RefundDetailWire['refund_log_list'] }) {
  const { t } = useLingui()
  return (
    <section className={css.block} aria-labelledby="refund-log">
      <h2 id="refund-log" className={css.subTitle}>
        <Trans>协商记录</Trans>
      </h2>
      <ol className={css.timeline}>
        {list.map((log, i) => (
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
  )
}
