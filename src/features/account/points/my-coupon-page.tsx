import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { platformCouponsQuery, type PlatformCoupon } from '../api/get-platform-coupons.ts'
import { shopCouponsQuery, type ShopCoupon } from '../api/get-shop-coupons.ts'
import { type CouponSource, type CouponState } from '../api/my-coupon.ts'
import { formatDiscount, formatYuan, toFen } from '../../../../domain/money.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { Pagination } from '../../../ui/pagination.tsx'
import { AccountPanel } from '../components/account-panel.tsx'
import { LinkTabs } from '../components/link-tabs.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatDate } from '../format.ts'
import * as css from '../account.css.ts'
import * as c from './coupons.css.ts'
import { couponTarget } from '../../../../domain/promotion-rules.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/**
 * /member/my_coupon (reference §7.5): shop and platform coupons, each unused / used / expired, 9 a page;
 * "去使用" goes where the coupon can be spent (§2.7): the shop's goods, or the goods list.
 */
export function MyCouponPage({ source, state, page, onPage }: { source: CouponSource; state: CouponState; page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const states: Array<{ value: CouponState; label: string }> = [
    { value: 1, label: t`未使用` },
    { value: 2, label: t`已使用` },
    { value: 3, label: t`已过期` },
  ]
  return (
    <AccountPanel
      labelId="my-coupon-title"
      title={<Trans>我的优惠券</Trans>}
      extra={
        <Link to="/list" className={css.link}>
          <Trans>去购物</Trans>
        </Link>
      }
    >
      <LinkTabs label={t`优惠券来源`}>
        <Link to="/member/my_coupon" search={{ source: 'shop', state }} className={css.tab} aria-current={source === 'shop' ? 'page' : undefined}>
          <Trans>店铺优惠券</Trans>
        </Link>
        <Link to="/member/my_coupon" search={{ source: 'platform', state }} className={css.tab} aria-current={source === 'platform' ? 'page' : undefined}>
          <Trans>平台优惠券</Trans>
        </Link>
      </LinkTabs>
      <LinkTabs label={t`优惠券状态`} sub>
        {states.map((s) => (
          <Link key={s.value} to="/member/my_coupon" search={{ source, state: s.value }} className={css.subTab} aria-current={state === s.value ? 'page' : undefined}>
            {s.label}
          </Link>
        ))}
      </LinkTabs>
      {source === 'shop' ? <ShopCoupons state={state} page={page} onPage={onPage} /> : <PlatformCoupons state={state} page={page} onPage={onPage} />}
    </AccountPanel>
  )
}

function ShopCoupons({ state, page, onPage }: { state: CouponState; page: number; onPage: (page: number) => void }) {
  const query = useQuery(shopCouponsQuery(state, page))
  return (
    <QueryBlock query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={<EmptyText state={state} />}>
      {(data) => (
        <>
          <ul className={c.grid}>
            {data.list.map((cp) => (
              <li key={cp.coupon_id}>
                <ShopCouponCard coupon={cp} state={state} />
              </li>
            ))}
          </ul>
          <div className={css.pager}>
            <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
          </div>
        </>
      )}
    </QueryBlock>
  )
}

function PlatformCoupons({ state, page, onPage }: { state: CouponState; page: number; onPage: (page: number) => void }) {
  const query = useQuery(platformCouponsQuery(state, page))
  return (
    <QueryBlock query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={<EmptyText state={state} />}>
      {(data) => (
        <>
          <ul className={c.grid}>
            {data.list.map((cp) => (
              <li key={cp.platformcoupon_id}>
                <PlatformCouponCard coupon={cp} state={state} />
              </li>
            ))}
          </ul>
          <div className={css.pager}>
            <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
          </div>
        </>
      )}
    </QueryBlock>
  )
}

function EmptyText({ state }: { state: CouponState }) {
  return state === 1 ? <Trans>暂无可用的优惠券</Trans> : state === 2 ? <Trans>暂无已使用的优惠券</Trans> : <Trans>暂无已过期的优惠券</Trans>
}

/** 满{at_least}可用, or no minimum when at_least is 0 (reference §2.7) */
function Threshold({ atLeast }: { atLeast: string }) {
  return toFen(atLeast) > 0 ? <Trans>满 {formatYuan(atLeast)} 可用</Trans> : <Trans>无门槛</Trans>
}

function StateTail({ state, useTime, orderNo, children }: { state: CouponState; useTime: number; orderNo?: string; children: ReactNode }) {
  if (state === 1) return <>{children}</>
  if (state === 2)
    return (
      <span className={css.tagMuted} title={orderNo}>
        <Trans>已使用 {formatDate(useTime)}</Trans>
      </span>
    )
  return (
    <span className={css.tagMuted}>
      <Trans>已过期</Trans>
    </span>
  )
}

function ShopCouponCard({ coupon, state }: { coupon: ShopCoupon; state: CouponState }) {
  const discount = coupon.type === 'discount'
  return (
    <article className={`${c.coupon} ${state === 1 ? '' : c.couponOff}`} aria-label={coupon.coupon_name}>
      <div className={`${c.value} ${state === 1 ? '' : c.valueOff}`}>
        <span className={c.amount}>{discount ? <Trans>{formatDiscount(coupon.discount)}折</Trans> : `￥${formatYuan(coupon.money)}`}</span>
        <span className={c.threshold}>
          <Threshold atLeast={coupon.at_least} />
        </span>
      </div>
      <div className={c.body}>
        <span className={c.name} title={coupon.coupon_name} lang={shopLang(coupon.coupon_name)}>
          {coupon.coupon_name}
        </span>
        <span lang={shopLang(coupon.site_name)}>{coupon.site_name}</span>
        <span>{coupon.goods_type === 1 ? <Trans>全部商品可用</Trans> : <Trans>指定商品可用</Trans>}</span>
        {discount && coupon.discount_limit && toFen(coupon.discount_limit) > 0 && (
          <span>
            <Trans>最多优惠 ￥{formatYuan(coupon.discount_limit)}</Trans>
          </span>
        )}
        <div className={c.foot}>
          <span>{coupon.end_time ? <Trans>有效期至 {formatDate(coupon.end_time)}</Trans> : <Trans>长期有效</Trans>}</span>
          <StateTail state={state} useTime={coupon.use_time} orderNo={coupon.order_no}>
            <Link
              to="/shop_list"
              search={couponTarget({ source: 'shop', site_id: coupon.site_id, coupon_type_id: coupon.coupon_type_id, goods_type: coupon.goods_type }).search as never}
              className={buttonClass({ variant: 'primary', size: 'sm' })}
            >
              <Trans>去使用</Trans>
            </Link>
          </StateTail>
        </div>
      </div>
    </article>
  )
}

function PlatformCouponCard({ coupon, state }: { coupon: PlatformCoupon; state: CouponState }) {
  return (
    <article className={`${c.coupon} ${state === 1 ? '' : c.couponOff}`} aria-label={coupon.platformcoupon_name}>
      <div className={`${c.value} ${state === 1 ? '' : c.valueOff}`}>
        <span className={c.amount}>￥{formatYuan(coupon.money)}</span>
        <span className={c.threshold}>
          <Threshold atLeast={coupon.at_least} />
        </span>
      </div>
      <div className={c.body}>
        <span className={c.name} title={coupon.platformcoupon_name}>
          {coupon.platformcoupon_name}
        </span>
        <span>{coupon.use_scenario === 1 ? <Trans>全场店铺通用</Trans> : <Trans>指定店铺可用</Trans>}</span>
        <div className={c.foot}>
          <span>{coupon.end_time ? <Trans>有效期至 {formatDate(coupon.end_time)}</Trans> : <Trans>长期有效</Trans>}</span>
          <StateTail state={state} useTime={coupon.use_time} orderNo={coupon.order_no}>
            <Link
              to="/list"
              search={couponTarget({ source: 'platform', platformcoupon_type_id: coupon.platformcoupon_type_id, use_scenario: coupon.use_scenario }).search as never}
              className={buttonClass({ variant: 'primary', size: 'sm' })}
            >
              <Trans>去使用</Trans>
            </Link>
          </StateTail>
        </div>
      </div>
    </article>
  )
}
