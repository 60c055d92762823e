import { useEffect, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '../../../ui/toast.ts'
import { Dropdown } from '../../../ui/dropdown.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { cartCountQuery } from '../../../api/cart/get-cart-count.ts'
import { siteInfoQuery } from '../api/get-site-info.ts'
import { Icon, type IconName } from './icons.tsx'
import * as css from './side-tools.css.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'

/** the spec: back-to-top appears after 300 px of scroll */
const BACK_TO_TOP_AFTER = 300

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      if (frame) return
      // at most one read per frame, however fast the scroll events come
      frame = requestAnimationFrame(() => {
        frame = 0
        setPast(window.scrollY > threshold)
      })
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

function ToolLabel({ children }: { children: ReactNode }) {
  return <span className={css.label}>{children}</span>
}

function Badge({ value }: { value?: number }) {
  return value ? (
    <span className={css.count} aria-hidden="true" data-testid="side-cart-count">
      {value > 99 ? '99+' : value}
    </span>
  ) : null
}

function ToolLink({ href, icon, label, badge }: { href: string; icon: IconName; label: string; badge?: number }) {
  return (
    <li>
      <a href={href} className={css.tool} aria-label={badge ? `${label} (${badge})` : label}>
        <Icon name={icon} size={18} />
        <Badge value={badge} />
        <ToolLabel>{label}</ToolLabel>
      </a>
    </li>
  )
}

export interface SideToolsProps {
  loggedIn: boolean
  /** opens the cart panel */
  onOpenCart?: () => void
  /** opens the customer-service chat; without it a logged-in member sees the platform's contacts */
  onOpenChat?: () => void
}

/** the fixed right toolbar: cart, orders, footprint, follows, customer service, back to top */
export function SideTools({ loggedIn, onOpenCart, onOpenChat }: SideToolsProps) {
  const { t } = useLingui()
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER)
  const { data: count = 0 } = useQuery({ ...cartCountQuery(), enabled: loggedIn })
  const cartBadge = loggedIn ? count : 0
  return (
    <aside className={css.bar} aria-label={t`侧边工具栏`}>
      <ul className={css.list}>
        <li>
          <button type="button" className={css.tool} aria-haspopup="dialog" aria-label={t`购物车，${cartBadge} 件商品`} onClick={onOpenCart}>
            <Icon name="cart" size={18} />
            <Badge value={cartBadge} />
            <ToolLabel>{t`购物车`}</ToolLabel>
          </button>
        </li>
        <ToolLink href="/web/member/order_list" icon="order" label={t`我的订单`} />
        <ToolLink href="/web/member/footprint" icon="footprint" label={t`我的足迹`} />
        <ToolLink href="/web/member/collection" icon="heart" label={t`我的关注`} />
        <li>
          <CustomerService loggedIn={loggedIn} onOpenChat={onOpenChat} />
        </li>
      </ul>
      {scrolled && (
        <div className={css.bottom}>
          <button
            type="button"
            className={css.tool}
            aria-label={t`返回顶部`}
            onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
          >
            <Icon name="top" size={18} />
            <ToolLabel>
              <Trans>返回顶部</Trans>
            </ToolLabel>
          </button>
        </div>
      )}
    </aside>
  )
}

function CustomerService({ loggedIn, onOpenChat }: { loggedIn: boolean; onOpenChat?: () => void }) {
  const { t } = useLingui()
  const trigger = (
    <>
      <Icon name="service" size={18} />
      <ToolLabel>
        <Trans>客服</Trans>
      </ToolLabel>
    </>
  )
  if (!loggedIn || onOpenChat) {
    return (
      <button
        type="button"
        className={css.tool}
        aria-label={t`客服`}
        // the spec: customer service needs a login. The chat answers a request itself — the
        // conversation for a member, its login prompt (您还未登录) for a visitor — once the frame knows
        // which: a member whose details are still on their way is not a visitor
        onClick={() => (onOpenChat ? onOpenChat() : toast.warning(t`您还未登录`))}
      >
        {trigger}
      </button>
    )
  }
  return (
    <Dropdown label={trigger} ariaLabel={t`客服`} triggerClassName={css.tool} panelClassName={css.popover} placement="left">
      {() => <ServiceContacts />}
    </Dropdown>
  )
}

/** the platform's contacts, loaded when the panel opens */
function ServiceContacts() {
  const { t } = useLingui()
  const site = useQuery(siteInfoQuery())
  return (
        <>
          <p className={css.popTitle}>
            <Trans>平台客服</Trans>
          </p>
          {site.isError ? (
            <p role="alert">{errorMessage(site.error, t)}</p>
          ) : site.data && (site.data.web_phone || site.data.web_email) ? (
            <>
              {site.data.web_phone && (
                <a className={css.popLine} href={`tel:${site.data.web_phone}`}>
                  <Icon name="phone" size={16} />
                  {site.data.web_phone}
                </a>
              )}
              {site.data.web_email && (
                <a className={css.popLine} href={`mailto:${site.data.web_email}`}>
                  <Icon name="mail" size={16} />
                  {site.data.web_email}
                </a>
              )}
            </>
          ) : site.data ? (
            <p>
              <Trans>平台暂未公布客服联系方式</Trans>
            </p>
          ) : null}
        </>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('side-tools', SideTools)
