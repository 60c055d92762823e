import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetailWire, OrderPackageWire } from '../../../api/order/order-wire.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export type OrderDetailKind = 'express' | 'pickup' | 'local' | 'virtual'

/** 订单信息: consignee (or contact), delivery with its packages, payment */
export function OrderInfoBlock({ order, kind }: { order: OrderDetailWire; kind: OrderDetailKind }) {
  const { t } = useLingui()
  return (
    <section className={css.block} aria-label={t`订单信息`}>
      <div className={css.columns}>
        {kind !== 'virtual' && kind !== 'pickup' ? (
          <div>
            <h2 className={css.subTitle}>
              <Trans>收货信息</Trans>
            </h2>
            <dl className={css.facts}>
              <Fact label={<Trans>收货人</Trans>} value={order.name || '—'} own />
              <Fact label={<Trans>手机号</Trans>} value={order.mobile || '—'} />
              <Fact
                label={<Trans context="the address an order is delivered to">收货地址</Trans>}
                value={
                  order.full_address || order.address ? (
                    <>
                      {order.full_address}{' '}
                      <span lang={shopLang(order.address)}>{order.address}</span>
                    </>
                  ) : (
                    '—'
                  )
                }
              />
            </dl>
          </div>
        ) : (
          <div>
            <h2 className={css.subTitle}>
              <Trans>联系人</Trans>
            </h2>
            <dl className={css.facts}>
              <Fact label={<Trans>姓名</Trans>} value={order.name || '—'} own />
              <Fact label={<Trans>手机号</Trans>} value={order.mobile || '—'} />
            </dl>
          </div>
        )}
        <div>
          <h2 className={css.subTitle}>
            <Trans>配送信息</Trans>
          </h2>
          <dl className={css.facts}>
            <Fact label={<Trans>配送方式</Trans>} value={order.delivery_type_name || (kind === 'virtual' ? t`无需配送` : '—')} />
            {kind === 'local' && <Fact label={<Trans>送达时间</Trans>} value={askedTime(order.buyer_ask_delivery_time)} />}
            <Fact label={<Trans>活动</Trans>} value={order.promotion_type_name} />
            {(order.package_list ?? []).map((pkg) => (
              <PackageFacts key={pkg.package_id} pkg={pkg} several={(order.package_list?.length ?? 0) > 1} />
            ))}
          </dl>
        </div>
        <div>
          <h2 className={css.subTitle}>
            <Trans>付款信息</Trans>
          </h2>
          <dl className={css.facts}>
            <Fact label={<Trans>付款方式</Trans>} value={order.pay_status ? order.pay_type_name || '—' : t`未支付`} />
            <Fact label={<Trans>付款时间</Trans>} value={order.pay_time ? formatDateTime(order.pay_time) : null} />
            <Fact label={<Trans>支付单号</Trans>} value={order.out_trade_no} />
          </dl>
        </div>
      </div>
    </section>
  )
}

/** a shipped package's carrier, tracking number and ship time (several packages: each named) */
function PackageFacts({ pkg, several }: { pkg: OrderPackageWire; several: boolean }) {
  return (
    <>
      {several && <Fact label={<Trans>包裹</Trans>} value={pkg.package_name} own />}
      <Fact label={<Trans>物流公司</Trans>} value={pkg.express_company_name} own />
      <Fact label={<Trans>运单号</Trans>} value={pkg.delivery_no} />
      <Fact label={<Trans>发货时间</Trans>} value={pkg.delivery_time ? formatDateTime(pkg.delivery_time) : null} />
    </>
  )
}

/** the local delivery's asked time: epoch seconds or the shop's slot text */
const askedTime = (value: string | number | undefined) => (typeof value === 'number' ? formatDateTime(value) : value)
