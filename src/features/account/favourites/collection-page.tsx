import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { goodsFavouritesQuery, type GoodsFavourite } from '../api/get-goods-favourites.ts'
import { removeGoodsFavouriteMutation } from '../api/remove-goods-favourite.ts'
import { shopFollowsQuery, type ShopFollowRow } from '../api/get-shop-follows.ts'
import { unfollowShopMutation } from '../api/unfollow-shop.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { LinkTabs } from '../components/link-tabs.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import * as f from './favourites.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export type CollectionTab = 'goods' | 'shop'

/** /member/collection (reference §6.6): favourite goods and followed shops, two tabs, paged, remove */
export function CollectionPage({ tab, page, onPage }: { tab: CollectionTab; page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  return (
    <AccountPanel labelId="collection-title" title={<Trans>我的关注</Trans>}>
      <LinkTabs label={t`关注类型`}>
        <Link to="/member/collection" search={{ type: 'goods' }} className={css.tab} aria-current={tab === 'goods' ? 'page' : undefined}>
          <Trans>宝贝关注</Trans>
        </Link>
        <Link to="/member/collection" search={{ type: 'shop' }} className={css.tab} aria-current={tab === 'shop' ? 'page' : undefined}>
          <Trans>店铺关注</Trans>
        </Link>
      </LinkTabs>
      {tab === 'goods' ? <GoodsTab page={page} onPage={onPage} /> : <ShopTab page={page} onPage={onPage} />}
    </AccountPanel>
  )
}

function GoodsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const query = useQuery(goodsFavouritesQuery(page))
  const remove = useMutation(removeGoodsFavouriteMutation(queryClient))
  const [removing, setRemoving] = useState<GoodsFavourite | null>(null)
  return (
    <>
      <QueryBlock
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyTitle={<Trans>还没有关注的商品</Trans>}
        emptyAction={
          <Link to="/list" className={css.link}>
            <Trans>去逛逛</Trans>
          </Link>
        }
      >
        {(data) => (
          <>
            <ul className={f.goodsGrid}>
              {data.list.map((g) => (
                <li key={g.collect_id} className={f.goodsCard}>
                  <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} tabIndex={-1} aria-hidden="true">
                    <Img src={g.sku_image} kind="goods" size="mid" width={160} height={160} alt="" className={f.goodsImage} />
                  </Link>
                  {g.goods_state === 0 && (
                    <span className={f.offSale}>
                      <Trans>已下架</Trans>
                    </span>
                  )}
                  <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} className={f.goodsName} title={g.sku_name} lang={shopLang(g.sku_name)}>
                    {g.sku_name}
                  </Link>
                  <div className={f.goodsFoot}>
                    <span className={f.price}>￥{formatYuan(g.sku_price)}</span>
                    <button type="button" className={css.dangerLink} onClick={() => setRemoving(g)} aria-label={t`取消关注 ${g.sku_name}`}>
                      <Trans>取消关注</Trans>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <div className={css.pager}>
              <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </QueryBlock>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={<Trans>确定要取消关注该商品吗？</Trans>}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.goods_id, {
            onSuccess: () => {
              toast.success(t`已取消关注`)
              setRemoving(null)
              // the last one of a later page: go back a page
              if (page > 1 && query.data?.list.length === 1) onPage(page - 1)
            },
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }
      />
    </>
  )
}

function ShopTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const query = useQuery(shopFollowsQuery(page))
  const remove = useMutation(unfollowShopMutation(queryClient))
  const [removing, setRemoving] = useState<ShopFollowRow | null>(null)
  return (
    <>
      <QueryBlock
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyTitle={<Trans>还没有关注的店铺</Trans>}
        emptyAction={
          <Link to="/street" className={css.link}>
            <Trans>去店铺街看看</Trans>
          </Link>
        }
      >
        {(data) => (
          <>
            <ul>
              {data.list.map((s) => (
                <li key={s.site_id} className={f.shopRow}>
                  <Img src={s.logo} kind="shop" width={64} height={64} alt="" className={f.shopLogo} />
                  <div>
                    <Link to="/shop-{$siteId}" params={{ siteId: s.site_id }} className={f.shopName} lang={shopLang(s.site_name)}>
                      {s.site_name}
                    </Link>
                    <div className={f.credits}>
                      <span>
                        <Trans>描述相符 {String(s.shop_desccredit ?? '—')}</Trans>
                      </span>
                      <span>
                        <Trans>服务态度 {String(s.shop_servicecredit ?? '—')}</Trans>
                      </span>
                      <span>
                        <Trans>发货速度 {String(s.shop_deliverycredit ?? '—')}</Trans>
                      </span>
                      {s.telephone && (
                        <span>
                          <Trans>电话 {s.telephone}</Trans>
                        </span>
                      )}
                    </div>
                  </div>
                  <div className={css.actions}>
                    <Link to="/shop-{$siteId}" params={{ siteId: s.site_id }} className={css.link}>
                      <Trans>进入店铺</Trans>
                    </Link>
                    <button type="button" className={css.dangerLink} onClick={() => setRemoving(s)} aria-label={t`取消关注 ${s.site_name}`}>
                      <Trans>取消关注</Trans>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <div className={css.pager}>
              <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </QueryBlock>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={<Trans>确定要取消关注该店铺吗？</Trans>}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.site_id, {
            onSuccess: () => {
              toast.success(t`已取消关注`)
              setRemoving(null)
              if (page > 1 && query.data?.list.length === 1) onPage(page - 1)
            },
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }
      />
    </>
  )
}
