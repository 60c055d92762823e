import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '../../../../domain/time.ts'
import type { Article } from '../api/types.ts'
import { RichText } from '../../../ui/rich-text.tsx'
import * as css from './cms.css.ts'

/** a notice or help article: title, date, the sanitised content */
export function ArticleView({ article }: { article: Article }) {
  const time = formatDateTime(article.create_time)
  return (
    <article className={`${css.panel} ${css.article}`}>
      <h1 className={css.articleTitle}>{article.title}</h1>
      {time && (
        <p className={css.articleMeta}>
          <Trans>发布时间：{time}</Trans>
        </p>
      )}
      <RichText html={article.content} className={css.content} />
    </article>
  )
}
