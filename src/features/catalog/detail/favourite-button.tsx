import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { addCollect } from '../api/add-collect.ts'
import { deleteCollect } from '../api/delete-collect.ts'
import { isCollectQuery } from '../api/get-is-collect.ts'
import { goodsDetailQuery, type GoodsDetail, type SkuDetail } from '../api/get-sku-detail.ts'
import type { PurchaseIntent } from './buy-buttons.tsx'
import * as css from './detail.css.ts'

export function FavouriteButton({ sku, loggedIn, onNeedLogin }: { sku: SkuDetail; loggedIn: boolean; onNeedLogin: (intent?: PurchaseIntent) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const collected = useQuery({ ...isCollectQuery(sku.goods_id), enabled: loggedIn })
  const on = loggedIn && Number(collected.data) > 0
  const toggle = useMutation({
    mutationFn: (add: boolean) =>
      add
        ? addCollect({ sku_id: sku.sku_id, site_id: sku.site_id, goods_id: sku.goods_id, category_id: sku.category_id ?? 0, sku_name: sku.sku_name, sku_price: sku.discount_price, sku_image: sku.sku_image })
        : deleteCollect(sku.goods_id),
    onSuccess: (_, add) => {
      queryClient.setQueryData(isCollectQuery(sku.goods_id).queryKey, add ? 1 : 0)
      queryClient.setQueryData<GoodsDetail>(goodsDetailQuery(sku.sku_id).queryKey, (d) =>
        d ? { ...d, goods_sku_detail: { ...d.goods_sku_detail, collect_num: Math.max(0, d.goods_sku_detail.collect_num + (add ? 1 : -1)) } } : d,
      )
      toast.success(add ? t`收藏成功` : t`已取消收藏`)
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  return (
    <button type="button" className={css.linkButton} aria-pressed={on} disabled={toggle.isPending} onClick={() => (loggedIn ? toggle.mutate(!on) : onNeedLogin())}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
      {on ? <Trans>已收藏</Trans> : <Trans>收藏商品</Trans>}
    </button>
  )
}
