import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { bundlesOfSkuQuery } from '../api/get-bundles-of-sku.ts'
import { formatFen } from '../../../../domain/money.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price } from '../../../ui/price.tsx'
import { bundleSavingFen } from '../../../../domain/promotion-rules.ts'
import * as css from '../promotion.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** goods detail: the bundles this sku is in (reference §2.4 bundles tab), each → /promotion/combo-{bl_id} */
export function SkuBundles({ skuId }: { skuId: number }) {
  const bundles = useQuery(bundlesOfSkuQuery(skuId))
  const list = bundles.data ?? []
  if (list.length === 0) return null
  return (
    <section className={css.section} aria-labelledby="sku-bundles" data-testid="sku-bundles">
      <h2 id="sku-bundles" className={css.sectionTitle}>
        <Trans>优惠套餐</Trans>
      </h2>
      {list.map((b) => {
        const saving = bundleSavingFen(b)
        return (
          <div key={b.bl_id} className={css.sectionBody} style={{ borderBottom: '1px solid #e5e5e5' }}>
            <div className={css.bundleRow}>
              {b.bundling_goods.map((g, i) => (
                <div key={g.sku_id} style={{ display: 'contents' }}>
                  {i > 0 && (
                    <span className={css.bundlePlus} aria-hidden="true">
                      +
                    </span>
                  )}
                  <div className={css.bundleItem}>
                    <Img src={g.sku_image} kind="goods" size="small" width={90} height={90} alt="" />
                    <span className={css.cardName} style={{ height: 'auto' }} lang={shopLang(g.sku_name)}>
                      {g.sku_name}
                    </span>
                    <Price value={g.price} size="sm" />
                  </div>
                </div>
              ))}
              <div className={css.bundleSum}>
                <span className={css.bundleName} lang={shopLang(b.bl_name)}>
                  {b.bl_name}
                </span>
                <span>
                  <Trans>套餐价</Trans> <Price value={b.bl_price} size="lg" />
                </span>
                {saving > 0 && (
                  <span className={css.muted}>
                    <Trans>立省 ￥{formatFen(saving)}</Trans>
                  </span>
                )}
                <Link to="/promotion/combo-{$blId}" params={{ blId: String(b.bl_id) }} className={buttonClass({ size: 'sm' })}>
                  <Trans>购买套餐</Trans>
                </Link>
              </div>
            </div>
          </div>
        )
      })}
    </section>
  )
}
