import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Img } from '../../../ui/img.tsx'
import { RecentOrders } from './recent-orders.tsx'
import { orderNumQuery } from '../../../api/order/get-order-num.ts'
import { couponNumQuery } from '../api/get-coupon-num.ts'
import { memberLevelsQuery } from '../api/get-member-levels.ts'
import { growthProgress } from '../growth.ts'
import { totalBalance } from '../balance.ts'
import * as css from './member-home.css.ts'

/** the member fields the welcome page shows (the route passes the member record) */
export interface MemberSummary {
  username: string
  nickname: string
  headimg: string
  member_level_name?: string
  growth?: number
  point?: number
  balance?: string
  balance_money?: string
}

/** reference §6.1: the member centre's welcome page */
export function MemberHome({ member }: { member: MemberSummary }) {
  const { t } = useLingui()
  const { data: counts } = useSuspenseQuery(orderNumQuery())
  const { data: coupons } = useSuspenseQuery(couponNumQuery())
  const { data: levels } = useSuspenseQuery(memberLevelsQuery())
  const growth = member.growth ?? 0
  const progress = growthProgress(growth, levels)
  const name = member.nickname || member.username
  const orderCounters = [
    { label: t`待付款`, value: counts.waitpay, status: 'waitpay' as const },
    { label: t`待发货`, value: counts.waitsend, status: 'waitsend' as const },
    { label: t`待收货`, value: counts.waitconfirm, status: 'waitconfirm' as const },
    { label: t`待评价`, value: counts.waitrate, status: 'waitrate' as const },
  ]
  const nextName = progress.next?.level_name ?? ''
  const nextGrowth = progress.next?.growth ?? 0
  return (
    <div className={css.page}>
      <section className={`${css.panel} ${css.profile}`} aria-label={t`会员信息`}>
        <Img src={member.headimg} kind="head" width={88} height={88} alt={t`${name} 的头像`} className={css.avatar} eager />
        <div className={css.who}>
          <h1 className={css.name}>{name}</h1>
          {member.member_level_name && <span className={css.level}>{member.member_level_name}</span>}
          <div className={css.growth}>
            <div
              className={css.bar}
              role="progressbar"
              aria-label={t`成长值`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.ratio * 100)}
            >
              <div className={css.barFill} style={{ width: `${progress.ratio * 100}%` }} />
            </div>
            <span>
              {progress.next ? (
                <Trans>
                  成长值 {growth}/{nextGrowth}，升级到 {nextName}
                </Trans>
              ) : (
                <Trans>成长值 {growth}，已是最高等级</Trans>
              )}
            </span>
          </div>
        </div>
        <div className={css.assets}>
          <a className={css.asset} href="/web/member/my_coupon">
            <span className={css.assetValue}>{coupons}</span>
            <Trans>优惠券</Trans>
          </a>
          <a className={css.asset} href="/web/member/account">
            <span className={css.assetValue}>¥{totalBalance(member.balance, member.balance_money)}</span>
            <Trans>余额</Trans>
          </a>
          <a className={css.asset} href="/web/member/my_point">
            <span className={css.assetValue}>{member.point ?? 0}</span>
            <Trans>积分</Trans>
          </a>
        </div>
      </section>
      <section className={css.panel} aria-labelledby="member-orders">
        <h2 id="member-orders" className={css.sectionTitle}>
          <Trans>我的订单</Trans>
        </h2>
        <ul className={css.counters}>
          {orderCounters.map((c) => (
            <li key={c.status}>
              <Link className={css.counter} to="/member/order_list" search={{ status: c.status, page: 1 }}>
                <span className={css.counterValue}>{c.value}</span>
                {c.label}
              </Link>
            </li>
          ))}
          <li>
            <Link className={css.counter} to="/member/activist" search={{ page: 1 }}>
              <span className={css.counterValue}>{counts.refunding}</span>
              {t`退款/售后`}
            </Link>
          </li>
        </ul>
        <RecentOrders />
      </section>
    </div>
  )
}
