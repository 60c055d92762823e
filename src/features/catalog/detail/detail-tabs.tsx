import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { RichText } from '../../../ui/rich-text.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx'
import { Tabs } from '../../../ui/tabs.tsx'
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts'
import { aftersaleQuery } from '../api/get-aftersale.ts'
import { evaluatePageQuery, type Evaluation } from '../api/get-evaluate-page.ts'
import type { SkuDetail } from '../api/get-sku-detail.ts'
import { mergedAttributes, reviewStars } from './detail-logic.ts'
import * as css from './detail.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { formatDate } from '../../../../domain/time.ts'

type Tab = 'content' | 'attrs' | 'reviews' | 'aftersale'


export function DetailTabs({ sku }: { sku: SkuDetail }) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('content')
  const attrs = mergedAttributes(sku)
  return (
    <div className={css.lower}>
      <Tabs<Tab>
        aria-label={t`商品信息`}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'content',
            label: <Trans>商品详情</Trans>,
            content: sku.goods_content ? (
              <>
                {/* the description's own headings (h3…) sit under this one, below the page's h1 */}
                <h2 className={visuallyHidden}>
                  <Trans>商品详情</Trans>
                </h2>
                <RichText html={sku.goods_content} className={css.content} lang={shopLang(sku.goods_content)} />
              </>
            ) : (
              <EmptyState compact title={<Trans>暂无商品详情</Trans>} />
            ),
          },
          {
            value: 'attrs',
            label: <Trans>规格参数</Trans>,
            content: attrs.length ? (
              <div className={css.content}>
                <table className={css.attrTable}>
                  <tbody>
                    {attrs.map((a) => (
                      <tr key={a.name}>
                        <th scope="row">{a.name}</th>
                        <td>{a.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <EmptyState compact title={<Trans>暂无规格参数</Trans>} />
            ),
          },
          {
            value: 'reviews',
            label: <Trans>商品评价({sku.evaluate ?? 0})</Trans>,
            content: <Reviews goodsId={sku.goods_id} enabled={tab === 'reviews'} />,
          },
          {
            value: 'aftersale',
            label: <Trans>售后保障</Trans>,
            content: <Aftersale enabled={tab === 'aftersale'} />,
          },
        ]}
      />
    </div>
  )
}

function Reviews({ goodsId, enabled }: { goodsId: number; enabled: boolean }) {
  const [page, setPage] = useState(1)
  const reviews = useQuery({ ...evaluatePageQuery(goodsId, page), enabled })
  if (reviews.isPending) return <Loading />
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
  if (reviews.data.list.length === 0) return <EmptyState compact title={<Trans>暂无评价</Trans>} />
  return (
    <div className={css.content} aria-busy={reviews.isPlaceholderData}>
      <ul>
        {reviews.data.list.map((r) => (
          <ReviewItem key={r.evaluate_id} review={r} />
        ))}
      </ul>
      <div className={css.pager}>
        <Pagination page={page} pageCount={reviews.data.page_count} onPageChange={setPage} />
      </div>
    </div>
  )
}

const splitImages = (s: string | undefined) => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean)
const day = formatDate

function ReviewItem({ review }: { review: Evaluation }) {
  const { t } = useLingui()
  const stars = reviewStars(review)
  return (
    <li className={css.review} data-testid="review">
      <div className={css.reviewer}>
        <Img src={review.member_headimg} kind="head" width={32} height={32} alt="" className={css.avatar} />
        <span>{review.member_name}</span>
      </div>
      <div className={css.reviewBody}>
        <div className={css.stars} role="img" aria-label={t`${stars} 星`}>
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </div>
        <p>{review.content}</p>
        {splitImages(review.images).length > 0 && (
          <div className={css.reviewImages}>
            {splitImages(review.images).map((src) => (
              <Img key={src} src={src} kind="goods" size="small" width={64} height={64} alt={t`评价图片`} />
            ))}
          </div>
        )}
        <div className={css.reviewMeta}>
          {day(review.create_time)} {review.sku_name}
        </div>
        {review.explain_first && (
          <p className={css.reply}>
            <Trans>[掌柜回复] {review.explain_first}</Trans>
          </p>
        )}
        {review.again_content && (
          <div className={css.again}>
            <p>
              <Trans>[追加评价] {review.again_content}</Trans>
            </p>
            {splitImages(review.again_images).length > 0 && (
              <div className={css.reviewImages}>
                {splitImages(review.again_images).map((src) => (
                  <Img key={src} src={src} kind="goods" size="small" width={64} height={64} alt={t`评价图片`} />
                ))}
              </div>
            )}
            <div className={css.reviewMeta}>{day(review.again_time)}</div>
            {review.again_explain && (
              <p className={css.reply}>
                <Trans>[掌柜回复] {review.again_explain}</Trans>
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  )
}

function Aftersale({ enabled }: { enabled: boolean }) {
  const text = useQuery({ ...aftersaleQuery(), enabled })
  if (text.isPending) return <Loading />
  if (text.isError) return <ErrorState error={text.error} onRetry={() => void text.refetch()} />
  if (!text.data?.content) return <EmptyState compact title={<Trans>暂无售后保障信息</Trans>} />
  return <RichText html={text.data.content} className={css.content} />
}
