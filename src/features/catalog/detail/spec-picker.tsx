import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { goodsDetailQuery, type GoodsDetail } from '../api/get-sku-detail.ts'
import { skuInfoQuery } from '../api/get-sku-info.ts'
import { skuForSpec, specGroups, withSku } from './detail-logic.ts'
import { imageUrl } from '../../../lib/image.ts'
import * as css from './detail.css.ts'

/** one row of values a spec (colour, size …); a pick switches the page to the sku it leads to */
export function SpecPicker({ detail, onSkuChange }: { detail: GoodsDetail; onSkuChange: (skuId: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const sku = detail.goods_sku_detail
  // spec switch: the sku fields come from goodssku/info and are seeded into the new sku's detail
  // entry, so the route's loader finds it and the page changes without another detail call
  const switchSku = useMutation({
    mutationFn: (nextId: number) => queryClient.fetchQuery(skuInfoQuery(nextId)),
    onSuccess: ({ info, timestamp }, nextId) => {
      queryClient.setQueryData<GoodsDetail>(goodsDetailQuery(nextId).queryKey, (cached) => cached ?? withSku(detail, info, timestamp))
      onSkuChange(nextId)
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const groups = specGroups(sku)
  return groups.map((group, gi) => (
    <SpecRow
      key={group.spec_name}
      name={group.spec_name}
      values={group.value.map((v, vi) => ({
        label: v.spec_value_name,
        image: v.image,
        selected: v.sku_id === sku.sku_id || (v.selected === true && !group.value.some((x) => x.sku_id === sku.sku_id)),
        disabled: Boolean(v.disabled),
        onPick: () => {
          const next = skuForSpec(groups, gi, vi, sku.sku_id)
          if (next) switchSku.mutate(next)
        },
      }))}
      busy={switchSku.isPending}
    />
  ))
}

function SpecRow({ name, values, busy }: { name: string; busy: boolean; values: Array<{ label: string; image?: string; selected: boolean; disabled: boolean; onPick: () => void }> }) {
  return (
    <>
      <span className={css.label}>{name}</span>
      <div className={css.specValues} role="radiogroup" aria-label={name} aria-busy={busy}>
        {values.map((v) => (
          <button
            key={v.label}
            type="button"
            role="radio"
            aria-checked={v.selected}
            disabled={v.disabled}
            className={[css.specValue, v.image ? '' : css.specTextOnly].join(' ')}
            onClick={v.onPick}
          >
            {v.image && <img src={imageUrl(v.image)} width={28} height={28} alt="" loading="lazy" />}
            {v.label}
          </button>
        ))}
      </div>
    </>
  )
}
