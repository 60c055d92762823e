import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { formatCredit } from '../credit.ts'
import type { ShopCategory, ShopDetail } from '../api/types.ts'
import * as css from './shop-header.css.ts'
import { ownTag } from './shop.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

const KEYWORD_MAX = 50 // the spec: search keyword max length 50
const NAV_CATEGORIES = 6 // top-level categories shown in the bar next to the menu

export interface ShopHeaderProps {
  shop: ShopDetail
  categories: readonly ShopCategory[]
  keyword: string
  /** in-shop search → /shop_list?site_id&keyword */
  onSearchShop: (keyword: string) => void
  /** whole-market search → /list?keyword */
  onSearchAll: (keyword: string) => void
  /** what stands before the shop's identity (the marketplace logo, back to the home page) */
  leading?: ReactNode
}

/** the shop layout's header: identity row with the in-shop search, the shop's own category bar */
export function ShopHeader({ shop, categories, keyword, onSearchShop, onSearchAll, leading }: ShopHeaderProps) {
  const { t } = useLingui()
  const [value, setValue] = useState(keyword)
  const siteId = shop.site_id
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const all = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'all'
    ;(all ? onSearchAll : onSearchShop)(value.trim())
  }
  return (
    <header className={css.header}>
      <Container className={css.row}>
        {leading && <div className={css.leading}>{leading}</div>}
        <Link to="/shop-{$siteId}" params={{ siteId }} className={css.identity}>
          <Img src={shop.avatar || shop.logo} kind="shop" size="small" width={56} height={56} alt="" eager className={css.avatar} />
          <span className={css.nameBlock}>
            <span className={css.name} data-testid="shop-name">
              {shop.is_own === 1 && (
                <span className={ownTag}>
                  <Trans>自营</Trans>
                </span>
              )}
              <span lang={shopLang(shop.site_name)}>{shop.site_name}</span>
            </span>
            <span className={css.credits}>
              <span>
                <Trans>描述</Trans>
                <span className={css.creditValue}>{formatCredit(shop.shop_desccredit)}</span>
              </span>
              <span>
                <Trans>服务</Trans>
                <span className={css.creditValue}>{formatCredit(shop.shop_servicecredit)}</span>
              </span>
              <span>
                <Trans>物流</Trans>
                <span className={css.creditValue}>{formatCredit(shop.shop_deliverycredit)}</span>
              </span>
            </span>
          </span>
        </Link>
        <form className={css.search} role="search" onSubmit={submit}>
          <input
            className={css.searchInput}
            type="search"
            value={value}
            maxLength={KEYWORD_MAX}
            placeholder={t`搜索本店商品`}
            aria-label={t`搜索本店商品`}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" value="shop" className={css.searchButton}>
            <Trans>搜本店</Trans>
          </button>
          <button type="submit" value="all" className={css.searchAll}>
            <Trans>搜全站</Trans>
          </button>
        </form>
      </Container>
      <nav className={css.nav} aria-label={t`店铺导航`}>
        <Container className={css.navRow}>
          <div className={css.menu}>
            <button type="button" className={css.menuTrigger} aria-haspopup="true">
              <Trans>本店全部分类</Trans>
              <span aria-hidden="true">▾</span>
            </button>
            <div className={css.flyout}>
              <Link to="/shop_list" search={{ site_id: siteId }} className={css.flyoutTop}>
                <Trans>全部商品</Trans>
              </Link>
              {categories.length === 0 && (
                <p className={css.flyoutEmpty}>
                  <Trans>本店暂未设置分类</Trans>
                </p>
              )}
              <ul>
                {categories.map((c) => (
                  <li key={c.category_id} className={css.flyoutItem}>
                    <Link to="/shop_list" search={{ site_id: siteId, shop_category_id: c.category_id, category_level: 1 }} className={css.flyoutTop} lang={shopLang(c.category_name)}>
                      {c.category_name}
                      {(c.child_list?.length ?? 0) > 0 && <span aria-hidden="true">›</span>}
                    </Link>
                    {(c.child_list?.length ?? 0) > 0 && (
                      <div className={css.flyoutChildren}>
                        {c.child_list!.map((child) => (
                          <Link
                            key={child.category_id}
                            to="/shop_list"
                            search={{ site_id: siteId, shop_category_id: child.category_id, category_level: 2 }}
                            className={css.flyoutChild}
                            lang={shopLang(child.category_name)}
                          >
                            {child.category_name}
                          </Link>
                        ))}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Link to="/shop-{$siteId}" params={{ siteId }} className={css.navLink} activeOptions={{ exact: true }}>
            <Trans>店铺首页</Trans>
          </Link>
          <Link to="/shop_list" search={{ site_id: siteId }} className={css.navLink} activeOptions={{ exact: true, includeSearch: true }}>
            <Trans>全部商品</Trans>
          </Link>
          {categories.slice(0, NAV_CATEGORIES).map((c) => (
            <Link key={c.category_id} to="/shop_list" search={{ site_id: siteId, shop_category_id: c.category_id, category_level: 1 }} className={css.navLink} activeOptions={{ exact: true, includeSearch: true }} lang={shopLang(c.category_name)}>
              {c.category_name}
            </Link>
          ))}
        </Container>
      </nav>
    </header>
  )
}

/** the header's place while the shop loads, or when it failed (the page shows why) */
export function ShopHeaderPlaceholder() {
  return (
    <header className={css.header}>
      <Container className={css.row} />
      <div className={css.nav}>
        <Container className={css.navRow} />
      </div>
    </header>
  )
}
