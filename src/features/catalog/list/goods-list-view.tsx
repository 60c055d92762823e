import { useEffect } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.tsx'
import { categoryInfoQuery } from '../api/get-category-info.ts'
import { goodsPageQuery } from '../api/get-goods-page.ts'
import { goodsFacetsQuery, type Facets } from '../api/get-goods-facets.ts'
import { GoodsCard } from '../components/goods-card.tsx'
import type { ListSearch } from '../../../../domain/catalog/search-params.ts'
import { FilterPanel } from './filter-panel.tsx'
import { isLegacyAttr, LIST_PAGE_SIZE, parseAttrFilter, serializeAttrFilter, toGoodsApiParams, withFilter, type AttrPick } from '../../../../domain/catalog/list-params.ts'
import { SortBar } from './sort-bar.tsx'
import * as css from './goods-list.css.ts'

export interface GoodsListViewProps {
  search: ListSearch
  /** write the next URL state (the route navigates; `replace` rewrites the current entry) */
  onSearch: (next: ListSearch, options?: { replace?: boolean }) => void
}

/** /list: breadcrumb, filters, sort bar, the goods grid and the pager — all driven by the URL */
export function GoodsListView({ search, onSearch }: GoodsListViewProps) {
  const params = toGoodsApiParams(search)
  // the previous page stays on screen (dimmed) while the next one loads: no flash on paging
  const goods = useQuery({ ...goodsPageQuery(params), placeholderData: keepPreviousData })
  const category = params.category_id ? { id: params.category_id, level: params.category_level ?? 1 } : null
  const info = useQuery({ ...categoryInfoQuery(category?.id ?? 0), enabled: Boolean(category) })
  // the brands and attributes of what this list finds (a keyword search, a category, a coupon's goods)
  const facets = useQuery({ ...goodsFacetsQuery(params), placeholderData: keepPreviousData })
  const filters = facets.data
  const picks = parseAttrFilter(search.attr)
  const filter = (patch: Partial<ListSearch>) => onSearch(withFilter(search, patch))
  // an old link's JSON ids, or names the catalog does not know: the URL is rewritten with what was understood
  const understood = facets.isPlaceholderData ? undefined : facets.data?.selected_attr
  const canonical = understood ? serializeAttrFilter(understood.map((a) => ({ key: a.attr_key, values: a.values.map((v) => v.value_key) }))) : undefined
  const rewrite = understood !== undefined && (search.attr ?? undefined) !== canonical && (isLegacyAttr(search.attr) || serializeAttrFilter(picks) !== canonical)
  useEffect(() => {
    if (rewrite) onSearch({ ...search, attr: canonical }, { replace: true })
  }, [rewrite, canonical, search, onSearch])

  return (
    <Container className={css.page}>
      <nav className={css.crumbs} aria-label="breadcrumb">
        <Link to="/list">
          <Trans>搜索结果</Trans>
        </Link>
        {info.data?.category_full_name && (
          <>
            <span aria-hidden="true">&gt;</span>
            <span className={css.crumbStrong}>{info.data.category_full_name.replaceAll('/', ' > ')}</span>
          </>
        )}
        {search.keyword && (
          <>
            <span aria-hidden="true">&gt;</span>
            <span className={css.crumbStrong}>“{search.keyword}”</span>
          </>
        )}
        <SelectedChips search={search} picks={picks} relevance={filters} onChange={filter} />
      </nav>

      {filters && (
        <FilterPanel
          info={filters}
          brandId={search.brand_id}
          picks={picks}
          onBrand={(brand_id) => filter({ brand_id })}
          onAttrs={(next) => filter({ attr: serializeAttrFilter(next) })}
        />
      )}

      <SortBar search={search} count={goods.data?.count} onChange={filter} />

      {goods.isPending ? (
        <GridSkeleton />
      ) : goods.isError && !goods.data ? (
        <ErrorState error={goods.error} onRetry={() => void goods.refetch()} />
      ) : goods.data && goods.data.list.length > 0 ? (
        <>
          <ul className={[css.grid, goods.isPlaceholderData ? css.dim : ''].join(' ')} aria-busy={goods.isPlaceholderData} data-testid="goods-grid">
            {goods.data.list.map((item) => (
              <GoodsCard key={item.sku_id} goods={item} />
            ))}
          </ul>
          <div className={css.pager}>
            <Pagination page={params.page} pageCount={goods.data.page_count} onPageChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
          </div>
        </>
      ) : goods.data && goods.data.count > 0 ? (
        // a typed page past the last one: the goods are there, on earlier pages
        <div className={css.empty}>
          <EmptyState title={<Trans>第 {params.page} 页没有商品：这些条件下共 {goods.data.page_count} 页</Trans>}>
            <div className={css.emptyLinks}>
              <Link to="/list" search={{ ...search, page: undefined }}>
                <Trans>回到第 1 页</Trans>
              </Link>
              {goods.data.page_count > 1 && (
                <Link to="/list" search={{ ...search, page: goods.data.page_count }}>
                  <Trans>去最后一页</Trans>
                </Link>
              )}
            </div>
          </EmptyState>
        </div>
      ) : (
        <div className={css.empty}>
          <EmptyState title={<Trans>没有找到您想要的商品。换个条件试试吧</Trans>}>
            <div className={css.emptyLinks}>
              {hasFilters(search) && (
                <Link to="/list" search={{ keyword: search.keyword, category_id: search.category_id, level: search.level }}>
                  <Trans>清除筛选条件</Trans>
                </Link>
              )}
              <Link to="/category">
                <Trans>浏览全部分类</Trans>
              </Link>
              <Link to="/brand">
                <Trans>逛逛品牌专区</Trans>
              </Link>
              <Link to="/index">
                <Trans>返回首页</Trans>
              </Link>
            </div>
          </EmptyState>
        </div>
      )}
    </Container>
  )
}

function hasFilters(search: ListSearch) {
  return Boolean(search.brand_id || search.attr || search.min_price !== undefined || search.max_price !== undefined || search.is_free_shipping || search.is_own)
}

function SelectedChips({ search, picks, relevance, onChange }: { search: ListSearch; picks: AttrPick[]; relevance: Facets | undefined; onChange: (patch: Partial<ListSearch>) => void }) {
  const { t } = useLingui()
  const chips: Array<{ key: string; label: string; clear: Partial<ListSearch> }> = []
  if (search.brand_id) {
    const brand = relevance?.brand_list.find((b) => b.id === search.brand_id)
    chips.push({ key: 'brand', label: t`品牌：${brand?.brand_name ?? search.brand_id}`, clear: { brand_id: undefined } })
  }
  for (const pick of picks) {
    // the names in the reader's language where the facets know them, else as the URL writes them
    const attr = relevance?.attribute_list.find((a) => a.attr_key === pick.key)
    const names = pick.values.map((v) => attr?.child.find((c) => c.value_key === v)?.attr_value_name ?? v)
    const rest = picks.filter((p) => p.key !== pick.key)
    chips.push({ key: `attr-${pick.key}`, label: `${attr?.attr_name ?? pick.key}：${names.join('、')}`, clear: { attr: serializeAttrFilter(rest) } })
  }
  if (search.min_price !== undefined || search.max_price !== undefined) {
    const range = `￥${search.min_price ?? 0} - ${search.max_price !== undefined ? `￥${search.max_price}` : '∞'}`
    chips.push({ key: 'price', label: t`价格：${range}`, clear: { min_price: undefined, max_price: undefined } })
  }
  if (!chips.length) return null
  return (
    <div className={css.chips}>
      <span aria-hidden="true">&gt;</span>
      {chips.map((chip) => (
        <button key={chip.key} type="button" className={css.chip} onClick={() => onChange(chip.clear)} aria-label={t`取消 ${chip.label}`}>
          {chip.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      {chips.length > 1 && (
        <button type="button" className={css.clearAll} onClick={() => onChange({ brand_id: undefined, attr: undefined, min_price: undefined, max_price: undefined })}>
          <Trans>全部撤销</Trans>
        </button>
      )}
    </div>
  )
}

function GridSkeleton() {
  return (
    <ul className={css.grid} aria-busy="true">
      {Array.from({ length: LIST_PAGE_SIZE }, (_, i) => (
        <li key={i} className={css.skeletonCard}>
          <Skeleton height={204} />
          <Skeleton width="40%" height={20} />
          <Skeleton height={32} />
          <Skeleton width="60%" />
        </li>
      ))}
    </ul>
  )
}
