import { Trans } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { Button } from '../../../ui/button.tsx'
import { formatCredit } from '../credit.ts'
import type { ShopDetail } from '../api/types.ts'
import * as css from './shop-info-card.css.ts'
import { ownTag } from './shop.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface ShopInfoCardProps {
  shop: ShopDetail
  /** null while unknown (logged out, or still asking) */
  following: boolean | null
  busy: boolean
  onToggleFollow: () => void
}

/** the shop home's info card: avatar, name, 自营, the 3 credits, phone, address, follow */
export function ShopInfoCard({ shop, following, busy, onToggleFollow }: ShopInfoCardProps) {
  return (
    <section className={css.card} aria-labelledby="shop-info-name">
      <div className={css.head}>
        <Img src={shop.avatar || shop.logo} kind="shop" size="small" width={80} height={80} alt="" className={css.avatar} />
        <h2 id="shop-info-name" className={css.name}>
          {shop.is_own === 1 && (
            <span className={ownTag}>
              <Trans>自营</Trans>
            </span>
          )}
          <span lang={shopLang(shop.site_name)}>{shop.site_name}</span>
        </h2>
        <span className={css.followers}>
          <Trans>{shop.sub_num} 人关注</Trans>
        </span>
      </div>
      <div className={css.scores}>
        <span>
          <span className={css.scoreValue}>{formatCredit(shop.shop_desccredit)}</span>
          <span className={css.scoreLabel}>
            <Trans>描述相符</Trans>
          </span>
        </span>
        <span>
          <span className={css.scoreValue}>{formatCredit(shop.shop_servicecredit)}</span>
          <span className={css.scoreLabel}>
            <Trans>服务态度</Trans>
          </span>
        </span>
        <span>
          <span className={css.scoreValue}>{formatCredit(shop.shop_deliverycredit)}</span>
          <span className={css.scoreLabel}>
            <Trans>发货速度</Trans>
          </span>
        </span>
      </div>
      <dl className={css.facts}>
        {shop.category_name && (
          <>
            <dt className={css.factTerm}>
              <Trans>主营</Trans>
            </dt>
            <dd className={css.factValue}>{shop.category_name}</dd>
          </>
        )}
        <dt className={css.factTerm}>
          <Trans>电话</Trans>
        </dt>
        <dd className={css.factValue}>{shop.telephone || '—'}</dd>
        <dt className={css.factTerm}>
          <Trans>地址</Trans>
        </dt>
        {/* the region names (the platform's words, '省-市-区' on the wire), then the shop's street */}
        <dd className={css.factValue} lang={shopLang(shop.full_address)}>
          {shop.full_address || shop.address ? (
            <>
              {shop.full_address.replaceAll('-', ' ')} <span lang={shopLang(shop.address)}>{shop.address}</span>
            </>
          ) : (
            '—'
          )}
        </dd>
        {shop.workingtime && (
          <>
            <dt className={css.factTerm}>
              <Trans>营业时间</Trans>
            </dt>
            <dd className={css.factValue} lang={shopLang(shop.workingtime)}>
              {shop.workingtime}
            </dd>
          </>
        )}
      </dl>
      <div className={css.actions}>
        <Button block variant={following ? 'secondary' : 'primary'} loading={busy} onClick={onToggleFollow} aria-pressed={following ?? false}>
          {following ? <Trans>已关注</Trans> : <Trans>关注店铺</Trans>}
        </Button>
      </div>
    </section>
  )
}
