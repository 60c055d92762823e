import { Trans, useLingui } from '@lingui/react/macro'
import { pageList } from './page-list.ts'
import * as css from './pagination.css.ts'

export interface PaginationProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

/** 上一页 · 5 page buttons · 下一页; hidden when everything fits on one page */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const go = (p: number) => {
    if (p >= 1 && p <= pageCount && p !== page) onPageChange(p)
  }
  return (
    <nav className={css.nav} aria-label={t`分页`}>
      <ul className={css.list}>
        <li>
          <button type="button" className={css.item} disabled={page <= 1} onClick={() => go(page - 1)}>
            <Trans>上一页</Trans>
          </button>
        </li>
        {pageList(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={css.item}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`第 ${item} 页`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={css.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={css.item} disabled={page >= pageCount} onClick={() => go(page + 1)}>
            <Trans>下一页</Trans>
          </button>
        </li>
      </ul>
    </nav>
  )
}
