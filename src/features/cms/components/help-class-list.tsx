import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/states.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { helpPageQuery } from '../api/get-help-page.ts'
import { ArticleRows } from './article-rows.tsx'
import * as css from './cms.css.ts'

/** one help class's articles, paged */
export function HelpClassList({ classId, className, page, onPageChange }: { classId: number; className: string; page: number; onPageChange: (page: number) => void }) {
  const { data } = useSuspenseQuery(helpPageQuery(classId, page))
  return (
    <section className={css.panel} aria-labelledby="help-class-title">
      <header className={css.panelHead}>
        <h1 id="help-class-title" className={css.panelTitle}>
          {className}
        </h1>
        <span className={css.panelNote}>
          <Trans>共 {data.count} 篇</Trans>
        </span>
      </header>
      <div className={css.panelBody}>
        {data.list.length === 0 ? (
          <EmptyState title={<Trans>该分类下暂无文章</Trans>} />
        ) : (
          <ArticleRows rows={data.list} kind="help" />
        )}
        <div className={css.pager}>
          <Pagination page={page} pageCount={data.page_count} onPageChange={onPageChange} />
        </div>
      </div>
    </section>
  )
}
