import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { groupbuyPageQuery, type GroupbuyGoods } from '../api/get-groupbuy-page.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import { PromoAdvert } from '../components/promo-advert.tsx'
import { PromoGrid } from '../components/promo-grid.tsx'
import { discountText } from '../../../../domain/promotion-rules.ts'
import { DiscountLabel } from '../components/discount-label.tsx'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** /promotion/groupbuy: the advert and the group buys in progress */
export function GroupbuyZone() {
  const [page, setPage] = useState(1)
  const goods = useQuery({ ...groupbuyPageQuery(page), placeholderData: keepPreviousData })
  return (
    <div className={css.page}>
      <PromoAdvert keyword="NS_PC_GROUPBUY" />
      <Container>
        <div className={css.zoneBar}>
          <h1 className={css.zoneTitle}>
            <Trans>团购专区</Trans>
          </h1>
          <span className={css.zoneSub}>
            <Trans>一起买更便宜 · 达到起购数量即享团购价</Trans>
          </span>
        </div>
        <PromoGrid query={goods} page={page} onPage={setPage} empty={<Trans>暂无团购活动</Trans>} testId="groupbuy-goods">
          {(g) => <GroupbuyCard key={g.groupbuy_id} goods={g} />}
        </PromoGrid>
      </Container>
    </div>
  )
}

function GroupbuyCard({ goods }: { goods: GroupbuyGoods }) {
  const off = discountText(goods.groupbuy_price, goods.price)
  const params = { id: String(goods.groupbuy_id) }
  const name = goods.sku_name || goods.goods_name
  return (
    <li className={css.card} data-testid="groupbuy-card">
      <Link to="/promotion/groupbuy-{$id}" params={params} aria-hidden="true" tabIndex={-1}>
        <Img src={goods.sku_image} kind="goods" size="mid" width={230} height={230} alt="" className={css.cardImage} />
      </Link>
      {off && (
        <span className={css.corner}>
          <DiscountLabel off={off} />
        </span>
      )}
      <div className={css.cardBody}>
        <Link to="/promotion/groupbuy-{$id}" params={params} className={css.cardName} title={name} lang={shopLang(name)}>
          {name}
        </Link>
        <div className={css.cardPrices}>
          <Price value={goods.groupbuy_price} size="lg" />
          <StruckPrice goods={goods} paid={goods.groupbuy_price} />
        </div>
        <div className={css.cardFoot}>
          <span className={css.muted}>
            {(goods.buy_num ?? 1) > 1 ? <Trans>{goods.buy_num} 件起购</Trans> : null}
            {goods.sell_num ? (
              <>
                {' '}
                <Trans>已团 {goods.sell_num} 件</Trans>
              </>
            ) : null}
          </span>
          <Link to="/promotion/groupbuy-{$id}" params={params} className={buttonClass({ size: 'sm' })}>
            <Trans>去团购</Trans>
          </Link>
        </div>
      </div>
    </li>
  )
}
