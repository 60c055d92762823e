import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { orderPackageQuery } from '../api/get-order-package.ts'
import { Img } from '../../../ui/img.tsx'
import { EmptyState } from '../../../ui/states.tsx'
import { Fact } from '../components/fact.tsx'
import * as css from '../order.css.ts'


/** /member/logistics?order_id= (reference §3.5 trace): each package, its goods and its tracking timeline */
export function LogisticsPage({ orderId }: { orderId: number }) {
  const { data: packages } = useSuspenseQuery(orderPackageQuery(orderId))
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="logistics-title">
        <div className={css.blockHead}>
          <h1 id="logistics-title" className={css.title}>
            <Trans>查看物流</Trans>
          </h1>
          <Link to="/member/order_detail" search={{ order_id: orderId }} className={css.link}>
            <Trans>返回订单详情</Trans>
          </Link>
        </div>
        {packages.length === 0 && <EmptyState title={<Trans>暂无物流信息</Trans>} />}
      </section>
      {packages.map((pkg, i) => (
        <section key={pkg.package_id ?? i} className={css.block} aria-label={pkg.package_name || `${i + 1}`}>
          <h2 className={css.subTitle}>{pkg.package_name}</h2>
          <dl className={css.facts}>
            <Fact label={<Trans>物流公司</Trans>} value={pkg.express_company_name || '—'} />
            <Fact label={<Trans>运单号</Trans>} value={pkg.delivery_no || '—'} />
            {pkg.trace?.status_name ? (
              <>
                <Fact label={<Trans>物流状态</Trans>} value={pkg.trace.status_name} />
              </>
            ) : null}
          </dl>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '12px 0' }}>
            {pkg.goods_list.map((g, j) => (
              <Img key={j} src={g.sku_image} kind="goods" size="small" width={56} height={56} alt={`${g.sku_name} ×${g.num}`} />
            ))}
          </div>
          {pkg.trace?.success && pkg.trace.list.length > 0 ? (
            <ol className={css.timeline} aria-label={pkg.package_name}>
              {pkg.trace.list.map((event, j) => (
                <li key={j} className={css.event}>
                  <div>{event.remark}</div>
                  <div className={css.subtle}>{event.datetime}</div>
                </li>
              ))}
            </ol>
          ) : (
            <p className={css.muted}>{pkg.trace?.reason || <Trans>暂无物流轨迹</Trans>}</p>
          )}
        </section>
      ))}
    </div>
  )
}
