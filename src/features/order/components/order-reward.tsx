import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderRewardWire } from '../../../api/order/order-wire.ts'
import { formatDateTime } from '../../../../domain/time.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import * as css from './order-reward.css.ts'

// The order detail's 满减送 block (issue 12, reference §7.6): what the rule the order reached gives
// besides the discount — "本单满减送：送 N 积分、送优惠券 X、赠品 Y" — and where it stands: points and
// coupon are granted when the order completes (then found in 我的积分 / 我的优惠券), the gift ships
// with the order while stock lasts. Loaded only for orders that have one.

export function OrderReward({ reward }: { reward: OrderRewardWire }) {
  const { t } = useLingui()
  const parts: Array<{ key: string; text: string; lang?: string }> = []
  if (reward.point > 0) parts.push({ key: 'point', text: t`送 ${reward.point} 积分` })
  if (reward.coupon_name) parts.push({ key: 'coupon', text: t`送优惠券“${reward.coupon_name}”`, lang: shopLang(reward.coupon_name) })
  if (reward.present_name) parts.push({ key: 'gift', text: t`赠品“${reward.present_name}” ×${reward.present_num}`, lang: shopLang(reward.present_name) })
  const granted = reward.state === 1
  return (
    <section className={css.rewardBlock} aria-labelledby="order-reward" data-testid="order-reward">
      <h2 id="order-reward" className={css.rewardTitle}>
        <Trans>满减送</Trans>
        <span className={css.rewardName} lang={shopLang(reward.manjian_name)}>
          {reward.manjian_name}
        </span>
      </h2>
      <p className={css.rewardLine}>
        <Trans>本单满减送：</Trans>
        {parts.map((p, i) => (
          <span key={p.key} lang={p.lang}>
            {i > 0 ? t`、` : ''}
            {p.text}
          </span>
        ))}
      </p>
      <ul className={css.rewardStates}>
        {reward.state === 0 && (
          <li>
            <Trans>积分和优惠券在订单完成后发放</Trans>
          </li>
        )}
        {reward.state === -2 && (
          <li>
            <Trans>订单已关闭，本单奖励不再发放</Trans>
          </li>
        )}
        {reward.state === -1 && (
          <li>
            <Trans>退款后订单未达到活动门槛，本单奖励不再发放</Trans>
          </li>
        )}
        {granted && reward.point > 0 && (
          <li className={css.rewardDone}>
            <Trans>
              {reward.point} 积分已于 {formatDateTime(reward.grant_time)} 发放，
              <Link to="/member/my_point" className={css.rewardLink}>
                查看我的积分
              </Link>
            </Trans>
          </li>
        )}
        {granted && reward.coupon_state === 1 && (
          <li className={css.rewardDone}>
            <Trans>
              优惠券已放入
              <Link to="/member/my_coupon" className={css.rewardLink}>
                我的优惠券
              </Link>
            </Trans>
          </li>
        )}
        {granted && reward.coupon_state === -1 && (
          <li>
            <Trans>优惠券已发完，本单未能发放</Trans>
          </li>
        )}
        {reward.present_state === 1 && (
          <li>
            <Trans>赠品随订单一起发出</Trans>
          </li>
        )}
        {reward.present_state === -1 && (
          <li>
            <Trans>赠品已送完（赠完即止），本单未能赠送</Trans>
          </li>
        )}
      </ul>
    </section>
  )
}

/** the mark on a gift line of the order */
export function GiftTag() {
  return (
    <span className={css.giftTag}>
      <Trans>赠品</Trans>
    </span>
  )
}
