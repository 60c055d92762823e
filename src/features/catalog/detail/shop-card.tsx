import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { Img } from '../../../ui/img.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { imageUrl } from '../../../lib/image.ts'
import { goodsQrcodeQuery } from '../api/get-goods-qrcode.ts'
import type { ShopSummary } from '../api/get-sku-detail.ts'
import { useShopFollow } from '../../../api/shop/follow-shop.ts'
import { shopGuarantees, shopScore, type Guarantee } from './detail-logic.ts'
import * as css from './detail.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

const GUARANTEE_TEXT: Record<Guarantee, MessageDescriptor> = {
  baozh: msg`保证服务`,
  qtian: msg`7天退换`,
  zhping: msg`正品保障`,
  erxiaoshi: msg`两小时发货`,
  tuihuo: msg`退货承诺`,
  shiyong: msg`试用中心`,
  shiti: msg`实体验证`,
  xiaoxie: msg`消协保证`,
}

export interface ShopCardProps {
  shop: ShopSummary
  skuId: number
  loggedIn: boolean
  onNeedLogin: () => void
  /** opens the customer-service chat with this shop (the route wires the chat) */
  onContactService?: () => void
}

/** the seller: name, credits, guarantee badges, follow, 进店逛逛, the mobile-page QR code */
export function ShopCard({ shop, skuId, loggedIn, onNeedLogin, onContactService }: ShopCardProps) {
  const { t } = useLingui()
  const qr = useQuery(goodsQrcodeQuery(skuId))
  const follow = useShopFollow(shop.site_id, loggedIn, {
    onLoginRequired: onNeedLogin,
    onChanged: (on) => toast.success(on ? t`关注成功` : t`已取消关注`),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const isFollowed = follow.following === true
  const qrImg = imageUrl(qr.data?.path?.h5?.img)
  return (
    <aside className={css.shopCard} aria-label={t`店铺信息`}>
      <div className={css.shopHead}>
        <Img src={shop.avatar || shop.logo} kind="shop" width={48} height={48} alt="" />
        <div>
          <span className={css.shopName} lang={shopLang(shop.site_name)}>{shop.site_name}</span>
          {shop.is_own === 1 && (
            <span className={css.ownTag}>
              <Trans>自营</Trans>
            </span>
          )}
          <div className={css.creditLabel}>
            <Trans>综合评分 {shop.shop_score ?? shopScore(shop)}</Trans>
          </div>
        </div>
      </div>
      <div className={css.credits}>
        <div>
          <span className={css.creditNum}>{Number(shop.shop_desccredit).toFixed(1)}</span>
          <span className={css.creditLabel}>
            <Trans>描述相符</Trans>
          </span>
        </div>
        <div>
          <span className={css.creditNum}>{Number(shop.shop_servicecredit).toFixed(1)}</span>
          <span className={css.creditLabel}>
            <Trans>服务态度</Trans>
          </span>
        </div>
        <div>
          <span className={css.creditNum}>{Number(shop.shop_deliverycredit).toFixed(1)}</span>
          <span className={css.creditLabel}>
            <Trans>发货速度</Trans>
          </span>
        </div>
      </div>
      {shopGuarantees(shop).length > 0 && (
        <ul className={css.badges}>
          {shopGuarantees(shop).map((g) => (
            <li key={g} className={css.badge}>
              {t(GUARANTEE_TEXT[g])}
            </li>
          ))}
        </ul>
      )}
      <div className={css.shopActions}>
        <Link to="/shop-{$siteId}" params={{ siteId: shop.site_id }} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          <Trans>进店逛逛</Trans>
        </Link>
        <Button
          variant="secondary"
          size="sm"
          loading={follow.busy}
          aria-pressed={isFollowed}
          onClick={follow.toggle}
        >
          {isFollowed ? <Trans>已关注</Trans> : <Trans>关注店铺</Trans>}
        </Button>
        {onContactService && (
          <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onContactService}>
            <Trans>联系客服</Trans>
          </Button>
        )}
      </div>
      {qrImg && (
        <div className={css.qr}>
          <img src={qrImg} width={120} height={120} alt={t`手机扫码购买`} style={{ margin: '0 auto' }} loading="lazy" />
          <Trans>手机扫码购买</Trans>
        </div>
      )}
    </aside>
  )
}
