import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { EmptyState, Skeleton } from '../../../ui/states.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { shopGoodsQuery, type ShopGoodsParams } from '../api/get-shop-goods-page.ts'
import { shopCategoryTreeQuery } from '../api/get-shop-category-tree.ts'
import type { ShopCategory } from '../api/types.ts'
import { GoodsGrid } from './goods-grid.tsx'
import { SortBar } from './sort-bar.tsx'
import { KeywordForm } from './keyword-form.tsx'
import * as css from './shop.css.ts'
import * as list from './shop-goods-page.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

type Sort = 'default' | 'sale_num' | 'price_asc' | 'price_desc'

export interface ShopGoodsPageProps {
  search: ShopGoodsParams
  onSearch: (next: ShopGoodsParams) => void
}

function findCategory(tree: readonly ShopCategory[], id: number | undefined): ShopCategory | undefined {
  if (!id) return undefined
  for (const node of tree) {
    if (node.category_id === id) return node
    const found = findCategory(node.child_list ?? [], id)
    if (found) return found
  }
  return undefined
}

/** the shop's goods list: its category or keyword, sort by default / sales / price, paging */
export function ShopGoodsPage({ search, onSearch }: ShopGoodsPageProps) {
  const { t } = useLingui()
  const { data: goods } = useSuspenseQuery(shopGoodsQuery(search))
  const { data: tree } = useSuspenseQuery(shopCategoryTreeQuery(search.site_id))
  const category = findCategory(tree, search.shop_category_id)
  const sort: Sort = search.order === 'sale_num' ? 'sale_num' : search.order === 'discount_price' ? (search.sort === 'desc' ? 'price_desc' : 'price_asc') : 'default'
  const setSort = (next: Sort) => {
    const order = next === 'sale_num' ? 'sale_num' : next.startsWith('price') ? 'discount_price' : undefined
    onSearch({ ...search, order, sort: next === 'price_desc' ? 'desc' : next === 'price_asc' ? 'asc' : undefined, page: undefined })
  }
  const keyword = search.keyword ?? ''
  return (
    <Container className={list.page}>
      <nav className={list.crumbs} aria-label={t`当前位置`}>
        <button type="button" className={list.crumb} onClick={() => onSearch({ site_id: search.site_id })}>
          <Trans>全部商品</Trans>
        </button>
        {category && (
          <>
            <span aria-hidden="true">›</span>
            <span className={list.current} lang={shopLang(category.category_name)}>
              {category.category_name}
            </span>
          </>
        )}
        {keyword && (
          <>
            <span aria-hidden="true">›</span>
            <span className={list.current}>“{keyword}”</span>
          </>
        )}
        <span className={css.resultNote}>
          <Trans>共 {goods.count} 件商品</Trans>
        </span>
      </nav>
      <div className={css.toolbar}>
        <SortBar
          label={t`排序`}
          value={sort}
          onChange={(v) => setSort(v === sort && v !== 'default' && v !== 'sale_num' ? (v === 'price_asc' ? 'price_desc' : 'price_asc') : v)}
          options={[
            { value: 'default', label: <Trans>综合</Trans> },
            { value: 'sale_num', label: <Trans>销量</Trans> },
            {
              value: sort === 'price_desc' ? 'price_desc' : 'price_asc',
              label: <Trans>价格</Trans>,
              suffix: <span aria-hidden="true">{sort === 'price_desc' ? '↓' : '↑'}</span>,
            },
          ]}
        />
        <KeywordForm keyword={keyword} placeholder={t`在本店搜索`} buttonLabel={t`搜本店`} onSubmit={(k) => onSearch({ ...search, keyword: k || undefined, page: undefined })} />
      </div>
      {goods.list.length === 0 ? (
        <div className={css.panel}>
          <EmptyState title={keyword ? <Trans>本店没有找到与“{keyword}”相关的商品</Trans> : <Trans>该分类下暂无商品</Trans>}>
            {(keyword || search.shop_category_id) && (
              <button type="button" className={list.crumb} onClick={() => onSearch({ site_id: search.site_id })}>
                <Trans>查看本店全部商品</Trans>
              </button>
            )}
          </EmptyState>
        </div>
      ) : (
        <GoodsGrid goods={goods.list} />
      )}
      <div className={css.pager}>
        <Pagination page={search.page ?? 1} pageCount={goods.page_count} onPageChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
      </div>
    </Container>
  )
}

export function ShopGoodsPending() {
  return (
    <Container className={list.page}>
      <Skeleton height={40} radius="0" style={{ marginBottom: 12 }} />
      <div className={css.goodsGrid}>
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} height={300} radius="0" />
        ))}
      </div>
    </Container>
  )
}
