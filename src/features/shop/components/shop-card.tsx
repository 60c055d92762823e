import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { averageCredit } from '../credit.ts'
import type { Shop } from '../api/types.ts'
import * as css from './shop.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** a street card: banner, logo, name, category, average credit, followers → the shop home */
export function ShopCard({ shop }: { shop: Shop }) {
  return (
    <Link to="/shop-{$siteId}" params={{ siteId: shop.site_id }} className={css.shopCard} data-testid="shop-card">
      <Img src={shop.banner} kind="shop" size="mid" width={290} height={110} alt="" className={css.shopBanner} style={{ objectPosition: 'left center' }} />
      <div className={css.shopCardBody}>
        <Img src={shop.logo || shop.avatar} kind="shop" size="small" width={60} height={60} alt="" className={css.shopLogo} />
        <h3 className={css.shopName}>
          {shop.is_own === 1 && (
            <span className={css.ownTag}>
              <Trans>自营</Trans>
            </span>
          )}
          <span lang={shopLang(shop.site_name)} title={shop.site_name}>
            {shop.site_name}
          </span>
        </h3>
        <p className={css.shopMeta}>{[shop.category_name, shop.group_name].filter(Boolean).join(' · ')}</p>
        <div className={css.shopStats}>
          <span>
            <span className={css.statValue}>{averageCredit(shop)}</span>
            <Trans>综合评分</Trans>
          </span>
          <span>
            <span className={css.statValue}>{shop.sub_num}</span>
            <Trans>人关注</Trans>
          </span>
        </div>
      </div>
    </Link>
  )
}
