import { Trans, useLingui } from '@lingui/react/macro'
import { formatYuan, toFen } from '../../../../domain/money.ts'
import type { ManjianOnOrder, ManjianReward } from '../api/order-payment.ts'
import * as css from '../checkout.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** 促销 (and 满送): the shop's spend-threshold offer the order reaches (cells of the options grid) */
export function ShopPromotion({ manjian }: { manjian: ManjianOnOrder | undefined }) {
  if (!manjian?.discount_array) return null
  return (
    <>
      <span className={css.optionLabel}>
        <Trans>促销</Trans>
      </span>
      <span className={css.optionRow}>
        <span className={css.promo}>
          <Trans>满减送</Trans>
        </span>
        <span className={css.muted} data-testid="manjian-rule">
          <span lang={shopLang(manjian.manjian_name)}>{manjian.manjian_name}</span>
          {' · '}
          <ManjianRule manjian={manjian} />
        </span>
      </span>
      {manjian.discount_array.reward && <RewardRow reward={manjian.discount_array.reward} />}
    </>
  )
}

/** the reached rule in the page's language: 满 ￥199.00，减 ￥20.00 (the server's sentence when the answer lacks the threshold) */
function ManjianRule({ manjian }: { manjian: ManjianOnOrder }) {
  const { t } = useLingui()
  const d = manjian.discount_array!
  if (d.rule_money === undefined) return <>{d.desc}</>
  const threshold = manjian.type === 1 ? t`满 ${d.rule_money} 件` : t`满 ￥${formatYuan(d.rule_money)}`
  const parts = [toFen(d.discount_money) > 0 ? t`减 ￥${formatYuan(d.discount_money)}` : '', d.free_shipping ? t`包邮` : ''].filter(Boolean)
  return <>{[threshold, ...parts].join(t`，`)}</>
}

/** 满送: the points and coupon granted when the order completes, the gift shipped with it (while stock lasts) */
function RewardRow({ reward }: { reward: ManjianReward }) {
  const { t } = useLingui()
  const parts = [
    reward.point > 0 ? t`送 ${reward.point} 积分` : '',
    reward.coupon_name ? t`送优惠券“${reward.coupon_name}”` : '',
    reward.present_name
      ? reward.present_available
        ? t`赠品“${reward.present_name}” ×${reward.present_num}`
        : t`赠品“${reward.present_name}”已送完`
      : '',
  ].filter(Boolean)
  return (
    <>
      <span className={css.optionLabel}>
        <Trans>满送</Trans>
      </span>
      <span className={css.optionRow} data-testid="manjian-reward">
        <span className={css.muted}>
          {parts.join(t`、`)}
          {reward.point > 0 || reward.coupon_name ? <> · <Trans>积分和优惠券在订单完成后发放</Trans></> : null}
        </span>
      </span>
    </>
  )
}
