import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { cartCountQuery } from '../../../api/cart/get-cart-count.ts'
import { SearchBox } from './search-box.tsx'
import { SiteLogo } from './site-logo.tsx'
import { Icon } from './icons.tsx'
import * as css from './header-main.css.ts'
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts'

/** logo · search · cart */
export function HeaderMain({ loggedIn, onOpenCart }: { loggedIn: boolean; onOpenCart: () => void }) {
  const { t } = useLingui()
  const location = useRouterState({ select: (s) => s.location })
  const onStreet = location.pathname === '/street'
  const searched = (location.search as { keyword?: unknown }).keyword
  const keyword = (location.pathname === '/list' || onStreet) && typeof searched === 'string' ? searched : ''
  const { data: count = 0 } = useQuery({ ...cartCountQuery(), enabled: loggedIn })
  const shown = loggedIn ? count : 0
  return (
    <Container className={css.row}>
      <SiteLogo />
      {/* keyed: moving to/from the street or to another search resets type and text */}
      <SearchBox key={`${onStreet}|${keyword}`} defaultType={onStreet ? 'shop' : 'goods'} initialKeyword={keyword} />
      {/* the name is the visible words plus the count (axe: the visible text starts the name) */}
      <button type="button" className={css.cart} aria-haspopup="dialog" onClick={onOpenCart}>
        <Icon name="cart" size={20} />
        <Trans>我的购物车</Trans>
        <span className={css.badge} aria-hidden="true" data-testid="header-cart-count" data-visitor-only>
          {shown > 99 ? '99+' : shown}
        </span>
        <span className={visuallyHidden}>{t`，${shown} 件商品`}</span>
      </button>
    </Container>
  )
}
