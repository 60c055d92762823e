import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { EmptyState, Skeleton } from '../../../ui/states.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { noticePageQuery } from '../api/get-notice-page.ts'
import { ArticleRows } from './article-rows.tsx'
import { Crumbs } from './crumbs.tsx'
import * as css from './cms.css.ts'

/** 公告列表: the notices, newest first, with their dates and paging */
export function NoticeList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { data } = useSuspenseQuery(noticePageQuery(page))
  return (
    <>
      <Crumbs current={<Trans>公告列表</Trans>} />
      <section className={css.panel} aria-labelledby="notice-title">
        <header className={css.panelHead}>
          <h1 id="notice-title" className={css.panelTitle}>
            <Trans>公告列表</Trans>
          </h1>
          <span className={css.panelNote}>
            <Trans>共 {data.count} 条</Trans>
          </span>
        </header>
        <div className={css.panelBody}>
          {data.list.length === 0 ? (
            <EmptyState title={<Trans>暂无公告</Trans>} />
          ) : (
            <ArticleRows rows={data.list} kind="notice" />
          )}
          <div className={css.pager}>
            <Pagination page={page} pageCount={data.page_count} onPageChange={onPageChange} />
          </div>
        </div>
      </section>
    </>
  )
}

/** a list panel while its rows load */
export function ListPending() {
  return (
    <div className={css.panel}>
      <div className={css.panelHead}>
        <Skeleton width={120} height={20} />
      </div>
      <div className={css.panelBody}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={20} style={{ margin: '10px 0' }} />
        ))}
      </div>
    </div>
  )
}
