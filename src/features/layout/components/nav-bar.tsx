import { Link, useRouterState } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { navListQuery } from '../api/get-nav-list.ts'
import { categoryTreeQuery } from '../../../api/category/get-category-tree.ts'
import { FRAME_TREE_PARAMS } from '../../../../domain/catalog/first-view-calls.ts'
import { isActivePath, parseLinkUrl } from '../link-url.ts'
import { AppLink } from './app-link.tsx'
import { CategoryMenu } from './category-menu.tsx'
import * as css from './nav-bar.css.ts'

/** the spec: the header shows at most 6 categories (the quick links right of the nav); English names are
 * longer, so 4 there, and every nav item shows whole */
const QUICK_CATEGORIES = 6
const QUICK_CATEGORIES_EN = 4

/** category menu · nav links · quick category links */
export function NavBar({ expandCategories }: { expandCategories: boolean }) {
  const { t, i18n } = useLingui()
  const quickCount = i18n.locale === 'zh-cn' ? QUICK_CATEGORIES : QUICK_CATEGORIES_EN
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const nav = useQuery(navListQuery())
  const tree = useQuery(categoryTreeQuery(FRAME_TREE_PARAMS))
  return (
    <div className={css.bar}>
      <Container className={css.inner}>
        <CategoryMenu expanded={expandCategories} />
        <nav className={css.nav} aria-label={t`主导航`}>
          {nav.isError ? (
            <p className={css.state} role="alert">
              {errorMessage(nav.error, t)}
            </p>
          ) : (
            <ul className={css.navList}>
              {(nav.data ?? []).map((item) => {
                const target = parseLinkUrl(item.nav_url, item.is_blank)
                if (!target) return null
                const active = target.kind === 'internal' && isActivePath(target.path, pathname)
                return (
                  <li key={item.id ?? item.nav_title}>
                    <AppLink target={target} className={css.navLink} aria-current={active ? 'page' : undefined}>
                      {item.nav_title}
                    </AppLink>
                  </li>
                )
              })}
            </ul>
          )}
        </nav>
        {tree.data && tree.data.length > 0 && (
          <ul className={css.quick} aria-label={t`热门分类`}>
            {tree.data.slice(0, quickCount).map((c) => (
              <li key={c.category_id}>
                <Link to="/list" search={{ category_id: c.category_id, level: 1 }} className={css.quickLink}>
                  {c.short_name || c.category_name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  )
}
