import { useState } from 'react'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { topicGoodsDetailQuery } from '../api/get-topic-goods-detail.ts'
import { topicGoodsPageQuery, type TopicGoods } from '../api/get-topic-goods-page.ts'
import { topicPageQuery, type Topic } from '../api/get-topic-page.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import { serverNowOf } from '../api/types.ts'
import { PhaseCountdown, phaseAt } from '../components/phase-countdown.tsx'
import { PromoDetail } from '../components/promo-detail.tsx'
import { PromoGrid } from '../components/promo-grid.tsx'
import { discountText, promoBounds } from '../../../../domain/promotion-rules.ts'
import { usePromoOrder } from '../use-promo-order.ts'
import { DiscountLabel } from '../components/discount-label.tsx'
import { formatDate } from '../../../../domain/time.ts'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

const day = formatDate

/** /promotion/topic: the topics in progress, each with its banner and dates */
export function TopicList() {
  const [page, setPage] = useState(1)
  const topics = useQuery({ ...topicPageQuery(page), placeholderData: keepPreviousData })
  return (
    <Container className={css.narrowPage}>
      <div className={css.zoneBar} style={{ marginTop: 0 }}>
        <h1 className={css.zoneTitle}>
          <Trans>专题活动</Trans>
        </h1>
        <span className={css.zoneSub}>
          <Trans>精选主题 · 专题价限时供应</Trans>
        </span>
      </div>
      {topics.isPending ? (
        <ul className={css.topicList}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton height={300} />
            </li>
          ))}
        </ul>
      ) : topics.isError ? (
        <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
      ) : topics.data.list.length === 0 ? (
        <EmptyState title={<Trans>暂无进行中的专题活动</Trans>} />
      ) : (
        <>
          <ul className={css.topicList} data-testid="topic-list">
            {topics.data.list.map((topic) => (
              <li key={topic.topic_id}>
                <TopicCard topic={topic} />
              </li>
            ))}
          </ul>
          <div className={css.pager}>
            <Pagination page={page} pageCount={topics.data.page_count} onPageChange={setPage} />
          </div>
        </>
      )}
    </Container>
  )
}

function TopicCard({ topic }: { topic: Topic }) {
  return (
    <Link to="/promotion/topic-{$id}" params={{ id: String(topic.topic_id) }} className={css.topicCard}>
      {/* the 1210×300 banner in a narrower card: its words start at the left, so the crop keeps the left */}
      <Img src={topic.topic_adv} kind="goods" width={597} height={220} alt="" style={{ objectPosition: 'left center' }} />
      <span className={css.topicBody}>
        <span className={css.topicName}>{topic.topic_name}</span>
        {topic.remark && <span className={css.muted}>{topic.remark}</span>}
        <span className={css.muted}>
          <Trans>
            活动时间：{day(topic.start_time)} 至 {day(topic.end_time)}
          </Trans>
        </span>
      </span>
    </Link>
  )
}

/** /promotion/topic-{id}: the topic's banner and its goods at the topic price */
export function TopicDetail({ topicId }: { topicId: number }) {
  const [page, setPage] = useState(1)
  // the contract has no single-topic call: the banner and dates come from the list of topics
  const topics = useQuery(topicPageQuery(1, 0))
  const topic = topics.data?.list.find((x) => x.topic_id === topicId)
  const goods = useQuery({ ...topicGoodsPageQuery(topicId, page), placeholderData: keepPreviousData })
  return (
    <Container className={css.narrowPage}>
      <nav className={css.crumbs} aria-label="breadcrumb">
        <Link to="/index">
          <Trans>首页</Trans>
        </Link>
        <span aria-hidden="true">&gt;</span>
        <Link to="/promotion/topic">
          <Trans>专题活动</Trans>
        </Link>
        <span aria-hidden="true">&gt;</span>
        <span>{topic?.topic_name}</span>
      </nav>
      {topic && (
        <div className={css.section} style={{ marginTop: 0 }}>
          <Img src={topic.topic_adv} kind="goods" width={1210} height={300} alt="" eager />
          <div className={css.statusBar}>
            <h1 className={css.statusStrong}>{topic.topic_name}</h1>
            {topic.remark && <span className={css.statusMuted}>{topic.remark}</span>}
            <span className={css.statusMuted} style={{ marginLeft: 'auto' }}>
              <Trans>
                活动时间：{day(topic.start_time)} 至 {day(topic.end_time)}
              </Trans>
            </span>
          </div>
        </div>
      )}
      {!topic && topics.isSuccess && (
        <h1 className={css.heading}>
          <Trans>专题活动</Trans>
        </h1>
      )}
      <PromoGrid query={goods} page={page} onPage={setPage} empty={<Trans>该专题暂无商品</Trans>} testId="topic-goods">
        {(g) => <TopicGoodsCard key={g.id} goods={g} />}
      </PromoGrid>
    </Container>
  )
}

function TopicGoodsCard({ goods }: { goods: TopicGoods }) {
  const params = { id: String(goods.id) }
  const off = discountText(goods.topic_price, goods.price)
  return (
    <li className={css.card} data-testid="topic-card">
      <Link to="/promotion/topic-goods-{$id}" params={params} aria-hidden="true" tabIndex={-1}>
        <Img src={goods.sku_image} kind="goods" size="mid" width={230} height={230} alt="" className={css.cardImage} />
      </Link>
      {off && (
        <span className={css.corner}>
          <DiscountLabel off={off} />
        </span>
      )}
      <div className={css.cardBody}>
        <Link to="/promotion/topic-goods-{$id}" params={params} className={css.cardName} title={goods.sku_name} lang={shopLang(goods.sku_name)}>
          {goods.sku_name}
        </Link>
        <div className={css.cardPrices}>
          <Price value={goods.topic_price} size="lg" />
          <StruckPrice goods={goods} paid={goods.topic_price} />
        </div>
        <div className={css.cardFoot}>
          <span className={css.muted}>{goods.stock > 0 ? <Trans>库存 {goods.stock} 件</Trans> : <Trans>已售罄</Trans>}</span>
          <Link to="/promotion/topic-goods-{$id}" params={params} className={buttonClass({ size: 'sm' })}>
            <Trans>去购买</Trans>
          </Link>
        </div>
      </div>
    </li>
  )
}

/** /promotion/topic-goods-{id}: one topic goods at the topic price; buy → /promotion/topic_payment */
export function TopicGoodsDetail({ id, loggedIn, onNeedLogin }: { id: number; loggedIn: boolean; onNeedLogin: () => void }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(topicGoodsDetailQuery(id))
  const sku = data.goods_sku_detail
  const order = usePromoOrder(loggedIn, onNeedLogin)
  const state = phaseAt(sku.start_time, sku.end_time, serverNowOf(data))
  return (
    <PromoDetail
      key={sku.sku_id}
      sku={sku}
      shop={data.shop_info}
      crumb={{ label: <Trans>专题活动</Trans>, to: '/promotion/topic' }}
      bar={{
        title: sku.topic_name || <Trans>专题活动</Trans>,
        right: <PhaseCountdown start={sku.start_time} end={sku.end_time} phase={state} timed={data} endedText={<Trans>活动已结束</Trans>} />,
      }}
      promoLabel={<Trans>专题价</Trans>}
      promoPrice={sku.topic_price}
      bounds={promoBounds({ stock: sku.stock, max_buy: sku.max_buy, purchased_num: sku.purchased_num })}
      quantityNote={(sku.max_buy ?? 0) > 0 ? <Trans>每人限购 {sku.max_buy} 件</Trans> : null}
      blocked={state === 'upcoming' ? t`活动未开始` : state === 'ended' ? t`活动已结束` : null}
      buyLabel={<Trans>立即购买</Trans>}
      onBuy={(num) => order('topic', { topic_goods_id: sku.id, num })}
    />
  )
}
