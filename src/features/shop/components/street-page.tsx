import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { EmptyState, Skeleton } from '../../../ui/states.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { shopPageQuery, STREET_PAGE_SIZE, type ShopPageParams } from '../api/get-shop-page.ts'
import { ShopCard } from './shop-card.tsx'
import { SortBar } from './sort-bar.tsx'
import { KeywordForm } from './keyword-form.tsx'
import * as css from './shop.css.ts'
import * as street from './street.css.ts'

export type StreetOrder = NonNullable<ShopPageParams['order']>

export interface StreetPageProps {
  search: { keyword?: string; order?: StreetOrder; page?: number }
  webCity: number
  onSearch: (next: { keyword?: string; order?: StreetOrder; page?: number }) => void
}

/** the shop street: keyword, sort 综合/销量/信用, shop cards, paging */
export function StreetPage({ search, webCity, onSearch }: StreetPageProps) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(shopPageQuery({ ...search, web_city: webCity }))
  const keyword = search.keyword ?? ''
  return (
    <Container className={street.page}>
      <div className={css.toolbar}>
        <div className={street.left}>
          <SortBar
            label={t`排序`}
            value={search.order ?? ''}
            onChange={(order) => onSearch({ keyword: search.keyword, order: order || undefined })}
            options={[
              { value: '', label: <Trans>综合</Trans> },
              { value: 'shop_sales', label: <Trans>销量</Trans> },
              { value: 'shop_desccredit', label: <Trans>信用</Trans> },
            ]}
          />
          <span className={css.resultNote}>
            {keyword ? <Trans>“{keyword}”相关店铺 {data.count} 家</Trans> : <Trans>共 {data.count} 家店铺</Trans>}
          </span>
        </div>
        <KeywordForm keyword={keyword} placeholder={t`搜索店铺名称`} buttonLabel={t`搜店铺`} onSubmit={(k) => onSearch({ keyword: k || undefined, order: search.order })} />
      </div>
      {data.list.length === 0 ? (
        <div className={css.panel}>
          <EmptyState title={keyword ? <Trans>没有找到与“{keyword}”相关的店铺</Trans> : <Trans>暂无店铺</Trans>}>
            {keyword && (
              <button type="button" className={street.clear} onClick={() => onSearch({ order: search.order })}>
                <Trans>查看全部店铺</Trans>
              </button>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className={css.streetGrid}>
          {data.list.map((shop) => (
            <li key={shop.site_id}>
              <ShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
      <div className={css.pager}>
        <Pagination page={search.page ?? 1} pageCount={data.page_count} onPageChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
      </div>
    </Container>
  )
}

/** the street while its first page loads: the toolbar and grey cards */
export function StreetPending() {
  return (
    <Container className={street.page}>
      <div className={css.toolbar}>
        <Skeleton width={200} height={28} />
        <Skeleton width={300} height={28} />
      </div>
      <div className={css.streetGrid}>
        {Array.from({ length: STREET_PAGE_SIZE }, (_, i) => (
          <Skeleton key={i} height={236} radius="0" />
        ))}
      </div>
    </Container>
  )
}
