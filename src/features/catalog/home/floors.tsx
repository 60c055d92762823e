import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Price, StruckPrice } from '../../../ui/price.tsx'
import { ErrorState, Skeleton } from '../../../ui/states.tsx'
import { floorsQuery, type Floor, type FloorGoods, type ImageSlot, type TextSlot } from '../api/get-floors.ts'
import { firstFloorsQuery } from '../api/get-first-floors.ts'
import { SmartLink } from '../components/smart-link.tsx'
import * as css from './home.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'
import { useIdle } from '../../../lib/use-idle.ts'

/**
 * The home floors (reference §8.1): three layouts chosen by block_name. The page starts from the
 * floors its first screen shows (firstFloorsQuery: the first, and how many there are — what the
 * HTML embeds, decision 012); the others keep their space, and all of them are asked for (the
 * contract's call) when the browser is idle or a later floor comes near.
 */
export function Floors() {
  const first = useQuery(firstFloorsQuery())
  const idle = useIdle()
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  const more = first.data !== undefined && first.data.count > first.data.list.length
  const all = useQuery({ ...floorsQuery(), enabled: more && (idle || wanted) })
  if (first.isPending) {
    return (
      <Container className={css.floor}>
        <Skeleton height={44} width={240} />
        <Skeleton height={520} style={{ marginTop: 10 }} />
      </Container>
    )
  }
  if (first.isError) {
    return (
      <Container className={css.floor}>
        <ErrorState error={first.error} onRetry={() => void first.refetch()} />
      </Container>
    )
  }
  const floors = all.data ?? first.data.list
  const count = all.data?.length ?? first.data.count
  return (
    <>
      {Array.from({ length: count }, (_, i) => {
        const floor = floors[i]
        return (
          <WhenNear key={i} eager={i === 0} onNear={floor ? undefined : want}>
            {floor ? (
              <Container className={css.floor} data-testid="home-floor">
                {floor.block_name === 'floor-style-2' ? <FloorStyle2 floor={floor} /> : floor.block_name === 'floor-style-3' ? <FloorStyle3 floor={floor} /> : <FloorStyle1 floor={floor} />}
              </Container>
            ) : all.isError && i === first.data.list.length ? (
              <Container className={css.floor}>
                <ErrorState error={all.error} onRetry={() => void all.refetch()} />
              </Container>
            ) : (
              <div className={css.floorSpace} />
            )}
          </WhenNear>
        )
      })}
    </>
  )
}

/**
 * A floor is rendered when it comes within 300 px of the viewport (and stays): the floors further
 * down cost no work while the page starts, which is most of the home's blocking time on slow devices.
 * `onNear` is told when it does (a floor not there yet asks for it).
 */
function WhenNear({ eager, onNear, children }: { eager: boolean; onNear?: () => void; children: ReactNode }) {
  // without IntersectionObserver (old browsers) everything renders at once; the server's first
  // screen (no window) shows what the app's first render shows: the space (decision 012)
  const [near, setNear] = useState(eager || (typeof window !== 'undefined' && typeof IntersectionObserver !== 'function'))
  const spot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (near || !spot.current) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: '300px 0px' })
    observer.observe(spot.current)
    return () => observer.disconnect()
  }, [near])
  useEffect(() => {
    if (near) onNear?.()
  }, [near, onNear])
  return near ? children : <div ref={spot} className={css.floorSpace} />
}

function FloorTitle({ slot, fallback, bar }: { slot: TextSlot | undefined; fallback: string; bar?: boolean }) {
  const text = slot?.text || fallback
  return (
    <>
      {bar && <span className={css.floorTitleBar} style={slot?.color ? { background: slot.color } : undefined} aria-hidden="true" />}
      <h2 className={css.floorTitle} style={!bar && slot?.color ? { color: slot.color } : undefined}>
        <SmartLink link={slot?.link}>{text}</SmartLink>
      </h2>
    </>
  )
}

/** a floor's picture; it names its link with the floor's title (a picture-only link needs a name) */
function SlotImage({ slot, width, height, label }: { slot: ImageSlot | undefined; width: number; height: number; label: string }) {
  if (!slot?.url) return null
  return (
    <SmartLink link={slot.link}>
      <Img src={slot.url} kind="goods" width={width} height={height} alt={label} />
    </SmartLink>
  )
}

function GoodsTile({ goods }: { goods: FloorGoods }) {
  return (
    <Link to="/sku-{$skuId}" params={{ skuId: String(goods.sku_id) }} className={css.tile} data-testid="floor-goods">
      <Img src={goods.sku_image} kind="goods" size="mid" width={150} height={150} alt={goods.sku_name} />
      <span className={css.tileName} lang={shopLang(goods.goods_name || goods.sku_name)}>{goods.goods_name || goods.sku_name}</span>
      {goods.introduction && <span className={css.tileIntro} lang={shopLang(goods.introduction)}>{goods.introduction}</span>}
      <span className={css.tilePrice}>
        <Price value={goods.discount_price} size="md" />
        <StruckPrice goods={goods} paid={goods.discount_price} />
      </span>
    </Link>
  )
}

/** title, a tall left picture beside a goods grid, an optional banner under it */
function FloorStyle1({ floor }: { floor: Floor }) {
  const v = floor.value
  return (
    <>
      <div className={css.floorHead}>
        <FloorTitle slot={v.title?.value} fallback={floor.title} />
      </div>
      <div className={css.floorBody}>
        {v.leftImg?.value?.url && (
          <div className={css.floorLeft}>
            <SlotImage slot={v.leftImg.value} width={240} height={520} label={v.title?.value?.text || floor.title} />
          </div>
        )}
        <div className={css.goodsGrid}>
          {(v.goodsList?.value?.list ?? []).slice(0, 8).map((g) => (
            <GoodsTile key={g.sku_id} goods={g} />
          ))}
        </div>
      </div>
      {v.bottomImg?.value?.url && (
        <div className={css.bottomImg}>
          <SlotImage slot={v.bottomImg.value} width={1210} height={120} label={v.title?.value?.text || floor.title} />
        </div>
      )}
    </>
  )
}

/** centred title and subtitle, goods grid, bottom banner */
function FloorStyle2({ floor }: { floor: Floor }) {
  const v = floor.value
  return (
    <>
      <div className={css.centered}>
        <h2 className={css.floorTitle} style={v.title?.value?.color ? { color: v.title.value.color } : undefined}>
          <SmartLink link={v.title?.value?.link}>{v.title?.value?.text || floor.title}</SmartLink>
        </h2>
        {v.subTitle?.value?.text && (
          <p className={css.subTitle} style={v.subTitle.value.color ? { color: v.subTitle.value.color } : undefined}>
            {v.subTitle.value.text}
          </p>
        )}
      </div>
      <div className={css.goodsGrid5}>
        {(v.goodsList?.value?.list ?? []).map((g) => (
          <GoodsTile key={g.sku_id} goods={g} />
        ))}
      </div>
      {v.bottomImg?.value?.url && (
        <div className={css.bottomImg}>
          <SlotImage slot={v.bottomImg.value} width={1210} height={120} label={v.title?.value?.text || floor.title} />
        </div>
      )}
    </>
  )
}

/** title with colour bar and category links, left picture, right goods column, goods row, brand strip */
function FloorStyle3({ floor }: { floor: Floor }) {
  const v = floor.value
  const categories = v.categoryList?.value?.list ?? []
  const right = v.rightGoodsList?.value?.list ?? []
  const bottom = v.bottomGoodsList?.value?.list ?? []
  const brands = v.brandList?.value?.list ?? []
  return (
    <>
      <div className={css.floorHead}>
        <FloorTitle slot={v.title?.value} fallback={floor.title} bar />
        {categories.length > 0 && (
          <nav className={css.floorCats} aria-label={floor.title}>
            {categories.map((c) => (
              <Link key={c.category_id} to="/list" search={{ category_id: c.category_id, level: c.level }}>
                {c.short_name || c.category_name}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <div className={css.floorBody}>
        {v.leftImg?.value?.url && (
          <div className={css.floorLeft}>
            <SlotImage slot={v.leftImg.value} width={240} height={520} label={v.title?.value?.text || floor.title} />
          </div>
        )}
        <div className={css.featureGrid}>
          {right.map((g) => (
            <Link key={g.sku_id} to="/sku-{$skuId}" params={{ skuId: String(g.sku_id) }} className={css.featureTile} data-testid="floor-goods">
              <span className={css.tileName} lang={shopLang(g.goods_name || g.sku_name)}>{g.goods_name || g.sku_name}</span>
              {g.introduction && <span className={css.tileIntro} lang={shopLang(g.introduction)}>{g.introduction}</span>}
              <Img src={g.sku_image} kind="goods" size="mid" width={180} height={180} alt={g.sku_name} style={{ width: 180 }} />
              <Price value={g.discount_price} size="lg" />
            </Link>
          ))}
        </div>
      </div>
      {bottom.length > 0 && (
        <div className={css.goodsGrid5} style={{ marginTop: 10 }}>
          {bottom.map((g) => (
            <GoodsTile key={g.sku_id} goods={g} />
          ))}
        </div>
      )}
      {brands.length > 0 && (
        <ul className={css.brandStrip} aria-label={floor.title}>
          {brands.map((b) => (
            <li key={b.brand_id} className={css.brandCell}>
              <Link to="/list" search={{ brand_id: b.brand_id }} title={b.brand_name} lang={shopLang(b.brand_name)}>
                <Img src={b.image_url} kind="brand" width={100} height={50} fit="contain" alt={b.brand_name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {categories.length === 0 && right.length === 0 && bottom.length === 0 && (
        <p className={css.subTitle}>
          <Trans>楼层内容准备中</Trans>
        </p>
      )}
    </>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('floors', Floors)
