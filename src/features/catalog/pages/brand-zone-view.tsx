import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { brandPageQuery, BRAND_PAGE_SIZE } from '../api/get-brand-page.ts'
import { SmartLink } from '../components/smart-link.tsx'
import * as css from './pages.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** /brand: the brand advert and the paged brand wall; each brand opens its goods list */
export function BrandZoneView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const adv = useQuery(advDetailQuery('NS_PC_BRAND'))
  const brands = useQuery({ ...brandPageQuery(page), placeholderData: keepPreviousData })
  const banner = adv.data?.adv_list[0]
  return (
    <div className={css.page}>
      {banner && (
        <SmartLink link={banner.adv_url} className={css.advert} style={{ background: banner.background || undefined }} label={banner.adv_title}>
          <Container>
            <Img src={banner.adv_image} kind="brand" width={1210} height={300} alt={banner.adv_title} eager />
          </Container>
        </SmartLink>
      )}
      <Container>
        <h1 className={banner ? css.heading : css.heading}>
          <Trans>品牌专区</Trans>
        </h1>
        {brands.isPending ? (
          <ul className={css.brandGrid}>
            {Array.from({ length: BRAND_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <Skeleton height={140} />
              </li>
            ))}
          </ul>
        ) : brands.isError ? (
          <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />
        ) : brands.data.list.length === 0 ? (
          <EmptyState title={<Trans>暂无品牌</Trans>} />
        ) : (
          <>
            <ul className={css.brandGrid} aria-busy={brands.isPlaceholderData} data-testid="brand-grid">
              {brands.data.list.map((b) => (
                <li key={b.brand_id}>
                  <Link to="/list" search={{ brand_id: b.brand_id }} className={css.brandCard}>
                    <Img src={b.image_url} kind="brand" width={180} height={90} fit="contain" alt="" />
                    <span className={css.brandName} lang={shopLang(b.brand_name)}>{b.brand_name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className={css.pager}>
              <Pagination page={page} pageCount={brands.data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </Container>
    </div>
  )
}
