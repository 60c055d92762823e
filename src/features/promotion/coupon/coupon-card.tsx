import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { couponKey } from '../api/coupon.ts'
import { type PlatformCouponType } from '../api/get-platform-coupon-types.ts'
import { type ShopCouponType } from '../api/get-shop-coupon-types.ts'
import { receiveCoupon } from '../api/receive-coupon.ts'
import { toFen } from '../../../../domain/money.ts'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { shortYuan, couponTakenPercent, couponTarget, couponValidity, couponValue } from '../../../../domain/promotion-rules.ts'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export type CouponItem = ({ source: 'shop' } & ShopCouponType) | ({ source: 'platform' } & PlatformCouponType)

/**
 * One coupon of the coupon centre: value, threshold, validity, who may use it, how many are gone;
 * 立即领取 (login first for a visitor) → 去使用 once held (reference §2.7: 0 can receive, 1 holds one).
 */
export function CouponCard({ coupon, loggedIn, onNeedLogin }: { coupon: CouponItem; loggedIn: boolean; onNeedLogin: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [held, setHeld] = useState((coupon.received_num ?? 0) > 0)
  const [gone, setGone] = useState(false)
  const receive = useMutation({
    mutationFn: receiveCoupon,
    onSuccess: () => {
      setHeld(true)
      toast.success(t`领取成功`)
      void queryClient.invalidateQueries({ queryKey: couponKey })
    },
    onError: (error) => {
      // too late / limit reached: the server's message says which
      toast.error(errorMessage(error, t))
      setGone(true)
    },
  })
  const value = couponValue({ type: coupon.source === 'shop' ? coupon.type : 'reward', money: coupon.money, discount: coupon.source === 'shop' ? coupon.discount : undefined })
  const validity = couponValidity(coupon)
  const taken = couponTakenPercent(coupon)
  const name = coupon.source === 'shop' ? coupon.coupon_name : coupon.platformcoupon_name
  const id = coupon.source === 'shop' ? coupon.coupon_type_id : coupon.platformcoupon_type_id
  const target =
    coupon.source === 'shop'
      ? couponTarget({ source: 'shop', site_id: coupon.site_id, coupon_type_id: coupon.coupon_type_id, goods_type: coupon.goods_type })
      : couponTarget({ source: 'platform', platformcoupon_type_id: coupon.platformcoupon_type_id, use_scenario: coupon.use_scenario })
  // the shop's name is its own words inside the platform's sentence (marked, for an English page)
  const shop = coupon.source === 'shop' ? <span lang={shopLang(coupon.site_name)}>{coupon.site_name}</span> : null
  const scope =
    coupon.source === 'shop' ? (
      coupon.goods_type === 1 ? (
        <Trans>{shop}全店通用</Trans>
      ) : (
        <Trans>{shop}指定商品可用</Trans>
      )
    ) : coupon.use_scenario === 1 ? (
      t`全平台通用`
    ) : (
      t`指定店铺可用`
    )
  const maxFetch = coupon.max_fetch ?? 0
  const soldOut = taken === 100
  return (
    <li className={css.coupon} data-testid="coupon-card">
      <div className={`${css.couponLeft} ${soldOut || gone ? css.couponLeftUsed : ''}`}>
        <span className={css.couponValue}>
          {value.kind === 'money' ? (
            <>
              <span className={css.couponUnit}>￥</span>
              {shortYuan(value.money)}
            </>
          ) : (
            <>
              {value.discount}
              <span className={css.couponUnit}>
                <Trans>折</Trans>
              </span>
            </>
          )}
        </span>
        <span className={css.couponRule}>{toFen(coupon.at_least) > 0 ? <Trans>满{shortYuan(coupon.at_least)}元可用</Trans> : <Trans>无门槛</Trans>}</span>
      </div>
      <div className={css.couponBody}>
        <h3 className={css.couponName} title={name} lang={shopLang(name)}>
          {name}
        </h3>
        <span>{scope}</span>
        <span>{validity.kind === 'days' ? <Trans>领取之日起{validity.days}日内有效</Trans> : <Trans>有效期至{validity.date}</Trans>}</span>
        {maxFetch > 0 && (
          <span>
            <Trans>每人限领 {maxFetch} 张</Trans>
          </span>
        )}
        <div className={css.couponActions}>
          {taken !== null ? (
            <span className={css.progressRow} style={{ flex: 1 }}>
              <span className={css.progress} aria-hidden="true">
                <span className={css.progressFill} style={{ width: `${taken}%`, display: 'block' }} />
              </span>
              <span>
                <Trans>已抢{taken}%</Trans>
              </span>
            </span>
          ) : (
            <span />
          )}
          {held ? (
            <Link to={target.to} search={target.search as never} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-label={t`去使用 ${name}`}>
              <Trans>去使用</Trans>
            </Link>
          ) : (
            <Button
              size="sm"
              disabled={soldOut || gone}
              loading={receive.isPending}
              // the visible words start the name (axe label-content-name-mismatch; WCAG 2.5.3)
              aria-label={soldOut ? t`已抢光 ${name}` : t`立即领取 ${name}`}
              onClick={() => (loggedIn ? receive.mutate({ source: coupon.source, id, site_id: coupon.source === 'shop' ? coupon.site_id : undefined }) : onNeedLogin())}
            >
              {soldOut ? <Trans>已抢光</Trans> : <Trans>立即领取</Trans>}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
