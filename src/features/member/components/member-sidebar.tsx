import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { isVerifierQuery } from '../../../api/verify/is-verifier.ts'
import { useLingui } from '@lingui/react/macro'
import * as css from './member-sidebar.css.ts'

// reference §1.4: the member sidebar. Pages that exist are typed links; the others are plain links
// to their future paths, so the menu is complete now. The active item is the page's own name.
interface Item {
  name: string
  label: string
}

export function MemberSidebar() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const page = pathname.replace(/^\/member\/?/, '') || 'index'
  // a sub-page lights its parent item (reference §1.4 meta.parentRouter)
  const current = PARENT[page] ?? page
  // reference §1.4: 核销台 / 核销记录 only for a shop's verifiers
  const verifier = useQuery(isVerifierQuery()).data === true
  const groups: Array<{ title: string; items: Item[] }> = [
    {
      title: t`会员中心`,
      items: [
        { name: 'index', label: t`欢迎页` },
        { name: 'info', label: t`个人信息` },
        { name: 'security', label: t`账户安全` },
        { name: 'delivery_address', label: t`收货地址` },
        { name: 'collection', label: t`我的关注` },
        { name: 'footprint', label: t`我的足迹` },
      ],
    },
    {
      title: t`交易中心`,
      items: [
        { name: 'order_list', label: t`我的订单` },
        { name: 'activist', label: t`退款/售后` },
        ...(verifier
          ? [
              { name: 'verification', label: t`核销台` },
              { name: 'verification_list', label: t`核销记录` },
            ]
          : []),
      ],
    },
    {
      title: t`账户中心`,
      items: [
        { name: 'account', label: t`账户余额` },
        { name: 'withdrawal', label: t`提现记录` },
        { name: 'my_coupon', label: t`我的优惠券` },
        { name: 'my_point', label: t`我的积分` },
        { name: 'account_list', label: t`账户列表` },
      ],
    },
  ]
  return (
    <nav className={css.sidebar} aria-label={t`会员中心菜单`}>
      {groups.map((group) => (
        <div key={group.title} className={css.group} role="group" aria-label={group.title}>
          <p className={css.groupTitle}>{group.title}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.name}>
                <SidebarLink name={item.name} active={item.name === current}>
                  {item.label}
                </SidebarLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/** a sub-page lights its parent item */
const PARENT: Record<string, string> = {
  address_edit: 'delivery_address',
  order_detail: 'order_list',
  order_detail_pickup: 'order_list',
  order_detail_local_delivery: 'order_list',
  order_detail_virtual: 'order_list',
  logistics: 'order_list',
  refund: 'activist',
  refund_detail: 'activist',
  complain: 'activist',
  verification_detail: 'verification',
}

/** the items whose pages exist (typed links); the others are plain links to their future paths */
const ROUTED: Record<string, '/member/index' | '/member/security' | '/member/delivery_address' | '/member/order_list' | '/member/activist' | '/member/verification' | '/member/verification_list'> = {
  index: '/member/index',
  security: '/member/security',
  delivery_address: '/member/delivery_address',
  order_list: '/member/order_list',
  activist: '/member/activist',
  verification: '/member/verification',
  verification_list: '/member/verification_list',
}

function SidebarLink({ name, active, children }: { name: string; active: boolean; children: ReactNode }) {
  const className = active ? `${css.item} ${css.active}` : css.item
  const current = active ? ('page' as const) : undefined
  const routed = ROUTED[name]
  if (routed) {
    return (
      <Link to={routed} className={className} aria-current={current}>
        {children}
      </Link>
    )
  }
  return (
    <a href={`/web/member/${name}`} className={className} aria-current={current}>
      {children}
    </a>
  )
}
