import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { EmptyState, Skeleton } from '../../../ui/states.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { shopInfoQuery } from '../api/get-shop-info.ts'
import { shopGoodsQuery } from '../api/get-shop-goods-page.ts'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { useShopFollow } from '../../../api/shop/follow-shop.ts'
import { toast } from '../../../ui/toast.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { GoodsGrid } from './goods-grid.tsx'
import { ShopInfoCard } from './shop-info-card.tsx'
import * as css from './shop-home.css.ts'
import { pager } from './shop.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface ShopHomePageProps {
  siteId: number
  page: number
  onPageChange: (page: number) => void
  loggedIn: boolean
  onLoginRequired: () => void
}

/** the shop home: banner, the info card with follow, the shop's goods with paging */
export function ShopHomePage({ siteId, page, onPageChange, loggedIn, onLoginRequired }: ShopHomePageProps) {
  const { data: shop } = useSuspenseQuery(shopInfoQuery(siteId))
  const { data: goods } = useSuspenseQuery(shopGoodsQuery({ site_id: siteId, page }))
  const { data: adv } = useSuspenseQuery(advDetailQuery('NS_PC_SHOP_INDEX'))
  const { t } = useLingui()
  const follow = useShopFollow(siteId, loggedIn, {
    onLoginRequired,
    onChanged: (on) => toast.success(on ? t`关注成功` : t`已取消关注`),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  // the shop's own banner first; the platform's shop-home advert stands in when it has none
  const bannerSrc = shop.banner || adv.adv_list[0]?.adv_image
  return (
    <Container className={css.body}>
      <aside>
        <ShopInfoCard shop={shop} following={follow.following} busy={follow.busy} onToggleFollow={follow.toggle} />
        {shop.seo_description && (
          <section className={css.intro}>
            <h3 className={css.introTitle}>
              <Trans>店铺简介</Trans>
            </h3>
            <p lang={shopLang(shop.seo_description)}>{shop.seo_description}</p>
          </section>
        )}
      </aside>
      <div className={css.main}>
        {bannerSrc && <Img src={bannerSrc} kind="shop" width={976} height={240} alt="" eager className={css.banner} />}
        <div className={css.heading}>
          <h2 className={css.headingTitle}>
            <Trans>店铺商品</Trans>
          </h2>
          <Link to="/shop_list" search={{ site_id: siteId }} className={css.more}>
            <Trans>查看全部 ›</Trans>
          </Link>
        </div>
        {goods.list.length === 0 ? (
          <EmptyState title={<Trans>本店暂无商品</Trans>} />
        ) : (
          <GoodsGrid goods={goods.list} columns={4} />
        )}
        <div className={pager}>
          <Pagination page={page} pageCount={goods.page_count} onPageChange={onPageChange} />
        </div>
      </div>
    </Container>
  )
}

export function ShopHomePending() {
  return (
    <Container className={css.body}>
      <Skeleton height={420} radius="0" />
      <div>
        <Skeleton height={240} radius="0" style={{ marginBottom: 12 }} />
        <Skeleton height={600} radius="0" />
      </div>
    </Container>
  )
}
