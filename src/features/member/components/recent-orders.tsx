import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { orderListQuery } from '../../../api/order/get-order-list.ts'
import { detailPath, paidFen } from '../../../api/order/order-wire.ts'
import { formatFen } from '../../../../domain/money.ts'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import * as css from './recent-orders.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** reference §6.1: the member's newest three orders, each a link to its detail page */
export function RecentOrders() {
  const recent = useQuery(orderListQuery('all', 1, 3))
  const orders = recent.data?.list ?? []
  return (
    <div className={css.recent}>
      <div className={css.head}>
        <h3 className={css.title}>
          <Trans>最近订单</Trans>
        </h3>
        <Link to="/member/order_list" search={{ status: 'all', page: 1 }} className={css.more}>
          <Trans>查看全部订单</Trans>
        </Link>
      </div>
      {recent.isSuccess && orders.length === 0 ? (
        <p className={css.empty}>
          <Trans>暂无订单</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {orders.map((order) => (
            <li key={order.order_id}>
              <Link to={detailPath(order.order_type)} search={{ order_id: order.order_id }} className={css.row}>
                <Img src={order.order_goods[0]?.sku_image} kind="goods" size="small" width={48} height={48} alt="" />
                <span className={css.name}>
                  <span lang={shopLang(order.order_goods[0]?.sku_name)}>{order.order_goods[0]?.sku_name}</span>
                  {order.order_goods.length > 1 ? <span className={css.subtle}> +{order.order_goods.length - 1}</span> : null}
                  <span className={css.subtle} lang={shopLang(order.site_name)}>
                    {order.site_name}
                  </span>
                </span>
                <Price value={formatFen(paidFen(order))} size="sm" />
                <span className={css.status}>{order.order_status_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
