import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { noticeInfoQuery } from '../api/get-notice-info.ts'
import { ArticleView } from './article-view.tsx'
import { Crumbs, CrumbSep } from './crumbs.tsx'
import * as css from './cms.css.ts'

/** 公告详情 */
export function NoticeDetail({ id }: { id: number }) {
  const { data } = useSuspenseQuery(noticeInfoQuery(id))
  return (
    <>
      <Crumbs current={data.title}>
        <Link to="/cms/notice" className={css.crumbLink}>
          <Trans>公告列表</Trans>
        </Link>
        <CrumbSep />
      </Crumbs>
      <ArticleView article={data} />
    </>
  )
}
