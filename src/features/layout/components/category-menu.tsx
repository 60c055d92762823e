import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { Spinner } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { categoryTreeQuery, type CategoryNode } from '../../../api/category/get-category-tree.ts'
import { FRAME_TREE_PARAMS } from '../../../../domain/catalog/first-view-calls.ts'
import { useIdle } from '../../../lib/use-idle.ts'
import { categoryConfigQuery, type CategoryConfig } from '../api/get-category-config.ts'
import { Icon } from './icons.tsx'
import * as css from './category-menu.css.ts'

// without a configuration (or when it fails) the menu is the classic one: level-2 titles with level-3 links
const FALLBACK_CONFIG: CategoryConfig = { category: 3, img: 0 }

/** leaving the menu by a click: drop the focus so :focus-within does not hold it open */
function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}

const label = (c: CategoryNode) => c.short_name || c.category_name

/**
 * 全部商品分类 (reference §8.2): a 210 px list of level-1 categories, always open on the home page
 * and opening on hover/focus elsewhere; its flyout follows /pc/api/pc/categoryconfig (style 1/2/3).
 * The rows need two levels of the tree (what the page's HTML embeds, decision 012); the flyout's
 * third level comes with the three-level tree, asked for when the browser is idle after the page
 * has loaded, or at once when a row is pointed at or focused first.
 */
export function CategoryMenu({ expanded }: { expanded: boolean }) {
  const { t } = useLingui()
  const tree = useQuery(categoryTreeQuery(FRAME_TREE_PARAMS))
  const configQuery = useQuery(categoryConfigQuery())
  const config = configQuery.data ?? FALLBACK_CONFIG
  const showImages = config.img === 1
  // only the row under the pointer (or focus) renders its flyout: the whole tree at once would be
  // hundreds of links and images in the page for nothing (CSS :hover/:focus-within shows it)
  const [active, setActive] = useState<number | null>(null)
  const idle = useIdle()
  const full = useQuery({ ...categoryTreeQuery(), enabled: idle || active !== null })

  return (
    <nav className={css.menu} aria-label={t`全部商品分类`}>
      <div className={css.heading}>
        <Icon name="menu" size={16} />
        <Trans>全部商品分类</Trans>
      </div>
      <div className={expanded ? `${css.panel} ${css.panelOpen}` : css.panel}>
        {tree.isPending ? (
          <p className={css.state}>
            <Spinner size={14} /> <Trans>分类加载中…</Trans>
          </p>
        ) : tree.isError ? (
          <p className={css.state} role="alert">
            {errorMessage(tree.error, t)}{' '}
            <button type="button" onClick={() => void tree.refetch()} style={{ color: 'inherit', background: 'none', border: 0, textDecoration: 'underline', cursor: 'pointer' }}>
              <Trans>重试</Trans>
            </button>
          </p>
        ) : tree.data.length === 0 ? (
          <p className={css.state}>
            <Trans>暂无分类</Trans>
          </p>
        ) : (
          <ul className={css.list}>
            {tree.data.map((first) => (
              <li
                key={first.category_id}
                className={config.category === 3 ? `${css.row} ${css.rowTall}` : css.row}
                onPointerEnter={() => setActive(first.category_id)}
                onFocus={() => setActive(first.category_id)}
              >
                <Link
                  to="/list"
                  search={{ category_id: first.category_id, level: 1 }}
                  className={css.rowLink}
                  onClick={blurActive}
                  aria-haspopup={config.category !== 1 && first.child_list?.length ? true : undefined}
                >
                  {showImages && <Img src={first.image} kind="category" width={17} height={17} alt="" className={css.rowIcon} />}
                  <span className={css.rowName} title={first.category_name}>{first.category_name}</span>
                  {config.category !== 1 && first.child_list?.length ? <span className={css.rowArrow} aria-hidden="true">›</span> : null}
                </Link>
                {config.category === 3 && first.child_list?.length ? (
                  <div className={css.subNames}>
                    {first.child_list.slice(0, 3).map((second) => (
                      <Link key={second.category_id} to="/list" search={{ category_id: second.category_id, level: 2 }} className={css.subName} onClick={blurActive} tabIndex={-1}>
                        {label(second)}
                      </Link>
                    ))}
                  </div>
                ) : null}
                {active === first.category_id && config.category !== 1 && first.child_list?.length ? (
                  <Flyout first={full.data?.find((c) => c.category_id === first.category_id) ?? first} config={config} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  )
}

function Flyout({ first, config }: { first: CategoryNode; config: CategoryConfig }) {
  const showImages = config.img === 1
  const children = first.child_list ?? []
  if (config.category === 2) {
    return (
      <div className={css.flyout}>
        <ul className={css.tiles}>
          {children.map((second) => (
            <li key={second.category_id}>
              <Link to="/list" search={{ category_id: second.category_id, level: 2 }} className={css.tile} onClick={blurActive}>
                {showImages && <Img src={second.image} kind="category" width={30} height={30} alt="" className={css.tileImage} />}
                {label(second)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div className={css.flyout}>
      {children.map((second) => (
        <div key={second.category_id} className={css.group}>
          <Link to="/list" search={{ category_id: second.category_id, level: 2 }} className={css.groupTitle} onClick={blurActive}>
            {label(second)} ›
          </Link>
          <div className={css.groupLinks}>
            {(second.child_list ?? []).map((third) => (
              <Link key={third.category_id} to="/list" search={{ category_id: third.category_id, level: 3 }} className={css.groupLink} onClick={blurActive}>
                {showImages && <Img src={third.image} kind="category" width={24} height={24} alt="" className={css.groupImage} />}
                {label(third)}
              </Link>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
