import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { cartCountQuery } from '../../../api/cart/get-cart-count.ts'
import { SearchBox } from './search-box.tsx'
import { SiteLogo } from './site-logo.tsx'
import { Icon } from './icons.tsx'
import * as css from './header-main.css.ts'

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
      <button type="button" className={css.cart} aria-haspopup="dialog" aria-label={t`我的购物车，${shown} 件商品`} onClick={onOpenCart}>
        <Icon name="cart" size={20} />
        <Trans>我的购物车</Trans>
        <span className={css.badge} aria-hidden="true" data-testid="header-cart-count">
          {shown > 99 ? '99+' : shown}
        </span>
      </button>
    </Container>
  )
}
