import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { platformCouponTypesQuery } from '../api/get-platform-coupon-types.ts'
import { shopCouponTypesQuery } from '../api/get-shop-coupon-types.ts'
import { Container } from '../../../ui/container.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import { PromoAdvert } from '../components/promo-advert.tsx'
import { CouponCard, type CouponItem } from './coupon-card.tsx'
import * as css from '../promotion.css.ts'

export type CouponTab = 'shop' | 'platform'

/** /coupon: the advert, shop and platform coupons (9 a page), receive and use (reference §2.7) */
export function CouponCentre({ tab, page, onTab, onPage, loggedIn, onNeedLogin }: {
  tab: CouponTab
  page: number
  onTab: (tab: CouponTab) => void
  onPage: (page: number) => void
  loggedIn: boolean
  onNeedLogin: () => void
}) {
  return (
    <div className={css.page}>
      <PromoAdvert keyword="NS_PC_COUPON" />
      <Container>
        <div className={css.zoneBar}>
          <h1 className={css.zoneTitle}>
            <Trans>领券中心</Trans>
          </h1>
          <span className={css.zoneSub}>
            <Trans>先领券 再购物 · 店铺券与平台券可叠加使用</Trans>
          </span>
        </div>
        <div className={css.couponTabs} role="tablist">
          {(['shop', 'platform'] as const).map((value) => (
            <button key={value} type="button" role="tab" aria-selected={tab === value} className={css.couponTab} onClick={() => onTab(value)}>
              {value === 'shop' ? <Trans>店铺优惠券</Trans> : <Trans>平台优惠券</Trans>}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {tab === 'shop' ? (
            <ShopCoupons page={page} onPage={onPage} loggedIn={loggedIn} onNeedLogin={onNeedLogin} />
          ) : (
            <PlatformCoupons page={page} onPage={onPage} loggedIn={loggedIn} onNeedLogin={onNeedLogin} />
          )}
        </div>
      </Container>
    </div>
  )
}

interface ListProps {
  page: number
  onPage: (page: number) => void
  loggedIn: boolean
  onNeedLogin: () => void
}

function ShopCoupons(props: ListProps) {
  const q = useQuery({ ...shopCouponTypesQuery(props.page), placeholderData: keepPreviousData })
  return <CouponGrid {...props} query={q} items={q.data?.list.map((c) => ({ source: 'shop' as const, ...c }))} pageCount={q.data?.page_count ?? 0} />
}

function PlatformCoupons(props: ListProps) {
  const q = useQuery({ ...platformCouponTypesQuery(props.page), placeholderData: keepPreviousData })
  return <CouponGrid {...props} query={q} items={q.data?.list.map((c) => ({ source: 'platform' as const, ...c }))} pageCount={q.data?.page_count ?? 0} />
}

function CouponGrid({ query, items, pageCount, page, onPage, loggedIn, onNeedLogin }: ListProps & {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isPlaceholderData: boolean }
  items: CouponItem[] | undefined
  pageCount: number
}) {
  if (query.isPending) {
    return (
      <ul className={css.couponGrid}>
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i}>
            <Skeleton height={132} />
          </li>
        ))}
      </ul>
    )
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (!items?.length) return <EmptyState title={<Trans>暂无可领取的优惠券</Trans>} />
  return (
    <>
      <ul className={css.couponGrid} aria-busy={query.isPlaceholderData} data-testid="coupon-grid">
        {items.map((c) => (
          <CouponCard key={`${c.source}-${c.source === 'shop' ? c.coupon_type_id : c.platformcoupon_type_id}-${loggedIn}`} coupon={c} loggedIn={loggedIn} onNeedLogin={onNeedLogin} />
        ))}
      </ul>
      <div className={css.pager}>
        <Pagination page={page} pageCount={pageCount} onPageChange={onPage} />
      </div>
    </>
  )
}
