import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { deleteFootprintsMutation } from '../api/delete-footprints.ts'
import { footprintsQuery } from '../api/get-footprints.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatDate, groupByDay } from '../format.ts'
import * as css from '../account.css.ts'
import * as f from './favourites.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** /member/footprint (reference §6.6): browsing history grouped by day; delete one, or a whole day (on every page) */
export function FootprintPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const query = useQuery(footprintsQuery(page))
  const remove = useMutation(deleteFootprintsMutation(queryClient))
  const [removingDay, setRemovingDay] = useState<{ day: string; count: number } | null>(null)
  const removeSome = (what: { id: number } | { day: string }, count: number, done?: () => void) =>
    remove.mutate(what, {
      onSuccess: () => {
        toast.success(t`删除成功`)
        done?.()
        // this page emptied: the one before
        if (page > 1 && query.data?.list.length === count) onPage(page - 1)
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    })
  return (
    <AccountPanel labelId="footprint-title" title={<Trans>我的足迹</Trans>}>
      <QueryBlock
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyTitle={<Trans>还没有浏览记录</Trans>}
        emptyAction={
          <Link to="/list" className={css.link}>
            <Trans>去逛逛</Trans>
          </Link>
        }
      >
        {(data) => (
          <>
            {groupByDay(data.list, (r) => r.browse_day ?? formatDate(r.browse_time)).map((group) => (
              <section key={group.day} className={f.day} aria-label={group.day}>
                <div className={f.dayHead}>
                  <h2 className={f.dayName}>{group.day}</h2>
                  <span className={css.subtle}>
                    <Trans>{group.rows.length} 件商品</Trans>
                  </span>
                  <button type="button" className={css.dangerLink} onClick={() => setRemovingDay({ day: group.day, count: group.rows.length })}>
                    <Trans>删除当天记录</Trans>
                  </button>
                </div>
                <ul className={f.goodsGrid}>
                  {group.rows.map((g) => (
                    <li key={g.id} className={f.goodsCard}>
                      <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} tabIndex={-1} aria-hidden="true">
                        <Img src={g.sku_image} kind="goods" size="mid" width={160} height={160} alt="" className={f.goodsImage} />
                      </Link>
                      {g.goods_state === 0 && (
                        <span className={f.offSale}>
                          <Trans>已下架</Trans>
                        </span>
                      )}
                      <button type="button" className={f.remove} onClick={() => removeSome({ id: g.id }, 1)} aria-label={t`删除 ${g.sku_name} 的浏览记录`} disabled={remove.isPending}>
                        ×
                      </button>
                      <Link to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} className={f.goodsName} title={g.sku_name} lang={shopLang(g.sku_name)}>
                        {g.sku_name}
                      </Link>
                      <span className={f.price}>￥{formatYuan(g.discount_price)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <div className={css.pager}>
              <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </QueryBlock>
      <ConfirmDialog
        open={removingDay !== null}
        onOpenChange={(open) => !open && setRemovingDay(null)}
        message={<Trans>确定要删除 {removingDay?.day ?? ''} 的全部浏览记录吗？</Trans>}
        busy={remove.isPending}
        onConfirm={() => removingDay && removeSome({ day: removingDay.day }, removingDay.count, () => setRemovingDay(null))}
      />
    </AccountPanel>
  )
}
