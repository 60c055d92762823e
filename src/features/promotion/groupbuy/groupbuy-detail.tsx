import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { groupbuyDetailQuery } from '../api/get-groupbuy-detail.ts'
import { groupbuySkuQuery } from '../api/get-groupbuy-sku.ts'
import { type GroupbuyDetail } from '../api/groupbuy.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { serverNowOf } from '../api/types.ts'
import { PhaseCountdown, phaseAt } from '../components/phase-countdown.tsx'
import { PromoDetail } from '../components/promo-detail.tsx'
import { discountText, promoBounds } from '../../../../domain/promotion-rules.ts'
import { usePromoOrder } from '../use-promo-order.ts'
import { DiscountLabel } from '../components/discount-label.tsx'
import * as css from '../promotion.css.ts'

/**
 * /promotion/groupbuy-{id}: the group buy; the quantity starts at the minimum (buy_num) and never
 * goes below it; a spec switch reads that sku's group-buy fields; buy → /promotion/groupbuy_payment.
 */
export function GroupbuyDetailView({ id, loggedIn, onNeedLogin }: { id: number; loggedIn: boolean; onNeedLogin: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: first } = useSuspenseQuery(groupbuyDetailQuery(id))
  const [data, setData] = useState<GroupbuyDetail>(first)
  const sku = data.goods_sku_detail
  const order = usePromoOrder(loggedIn, onNeedLogin)
  const switchSku = useMutation({
    mutationFn: (skuId: number) => queryClient.fetchQuery(groupbuySkuQuery(id, skuId)),
    onSuccess: ({ sku: next, timestamp, receivedAt }) =>
      setData((d) => ({ ...d, goods_sku_detail: { ...d.goods_sku_detail, ...next, goods_spec_format: next.goods_spec_format?.length ? next.goods_spec_format : d.goods_sku_detail.goods_spec_format }, timestamp, receivedAt })),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const state = sku.status === 3 ? 'ended' : phaseAt(sku.start_time, sku.end_time, serverNowOf(data))
  const minimum = Math.max(1, sku.buy_num || 1)
  const bounds = promoBounds({ stock: sku.stock, min: minimum, max_buy: sku.max_buy, purchased_num: sku.purchased_num })
  const off = discountText(sku.groupbuy_price, sku.price)
  return (
    <PromoDetail
      key={sku.sku_id}
      sku={sku}
      shop={data.shop_info}
      crumb={{ label: <Trans>团购专区</Trans>, to: '/promotion/groupbuy' }}
      bar={{
        title: <Trans>团购</Trans>,
        right: <PhaseCountdown start={sku.start_time} end={sku.end_time} phase={state} timed={data} endedText={<Trans>团购已结束</Trans>} />,
      }}
      promoLabel={<Trans>团购价</Trans>}
      promoPrice={sku.groupbuy_price}
      rows={
        <>
          <span className={css.label}>
            <Trans>起购</Trans>
          </span>
          <span data-testid="groupbuy-minimum">
            <span className={css.tagSolid}>
              <Trans>{minimum} 件起购</Trans>
            </span>
            {off && (
              <span className={css.note}>
                <DiscountLabel off={off} />
              </span>
            )}
            {sku.sell_num ? (
              <span className={css.note}>
                <Trans>已团 {sku.sell_num} 件</Trans>
              </span>
            ) : null}
          </span>
        </>
      }
      specs={{ groups: sku.goods_spec_format ?? [], busy: switchSku.isPending, onPick: (skuId) => switchSku.mutate(skuId) }}
      bounds={bounds}
      quantityNote={<Trans>购买数量不能少于 {minimum} 件</Trans>}
      blocked={state === 'upcoming' ? t`团购未开始` : state === 'ended' ? t`团购已结束` : null}
      buyLabel={<Trans>立即团购</Trans>}
      onBuy={(num) => order('groupbuy', { groupbuy_id: sku.groupbuy_id, sku_id: sku.sku_id, num })}
    />
  )
}
