import type { Insertable } from 'kysely'
import type { DB, Json } from '../schema.gen.ts'
import { AGAIN_TEXTS, BRANDS, CATEGORIES, CITIES, REPLY_TEXTS, REVIEW_TEXTS, SHOPS } from './catalog-data.ts'
import { KINDS, MORE_BRANDS, NEW_ATTRIBUTES, PRICES, UNITS, type Kind } from '../catalog-kinds.ts'
import { createRng, type Rng } from './random.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>

export interface Catalog {
  website: Row<'website'>[]
  shop: Row<'shop'>[]
  shop_goods_category: Row<'shop_goods_category'>[]
  goods_category: Row<'goods_category'>[]
  goods_brand: Row<'goods_brand'>[]
  goods_brand_category: Row<'goods_brand_category'>[]
  goods_attribute: Row<'goods_attribute'>[]
  goods_attribute_value: Row<'goods_attribute_value'>[]
  goods: Row<'goods'>[]
  goods_attr_value_map: Row<'goods_attr_value_map'>[]
  goods_sku: Row<'goods_sku'>[]
  /** level-1 index → category id */
  level1Ids: number[]
}

const DAY = 86_400

// a jsonb column with a default is typed Generated<Json>, whose insert type kysely cannot unwrap
const json = (value: unknown) => JSON.stringify(value) as unknown as Json

/** HTML-escape text that goes into seeded rich text */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** a shop-like price: yuan ending in 9 (or 9.9 for small amounts), in fen */
/** `value`, after taking one number from `rng` (a draw a field no longer needs, kept so the rest of the data stays the same) */
function afterDraw<T>(rng: Rng, value: T): T {
  rng.next()
  return value
}

function shopPrice(rng: Rng, [min, max]: [number, number]): number {
  const yuan = min + rng.next() ** 1.6 * (max - min)
  if (yuan < 100) return Math.max(990, Math.round(yuan) * 100 - 10)
  return (Math.floor(yuan / 10) * 10 + 9) * 100
}

// English words shoppers type for each level-1 category (search must find them too)
const ENGLISH: string[][] = [
  ['5G', 'phone', 'digital'],
  ['laptop', 'PC', 'office'],
  ['appliance', 'smart home'],
  ['fashion', 'clothes'],
  ['beauty', 'skincare'],
  ['food', 'snack'],
  ['baby', 'toy'],
  ['home', 'furniture'],
  ['sports', 'outdoor'],
  ['book', 'music'],
]

const APPLE_PHONES = ['iPhone 16', 'iPhone 16 Pro', 'iPhone 16 Pro Max', 'iPhone 15']

/** level-3 short names where the full name is long (the category menu shows them) */
const L3_SHORT: Record<string, string> = {
  数码相机: '相机', 微单相机: '微单', 运动相机: '相机', 智能手表: '手表', 智能手环: '手环', 蓝牙耳机: '耳机', 移动硬盘: '硬盘',
  平板电视: '电视', 空气炸锅: '炸锅', 扫地机器人: '扫地机', 电动牙刷: '牙刷', 婴幼儿奶粉: '奶粉', 动感单车: '单车',
  散文随笔: '散文', 科普百科: '科普', 中小学教辅: '教辅', 外语学习: '外语',
}

/** the kind of a level-3 category, checked against its level-1 category's dimensions */
function kindOf(l1Index: number, leafName: string): Kind {
  const kind = KINDS[leafName]
  if (!kind) throw new Error(`no kind for the category ${leafName}`)
  const dims = CATEGORIES[l1Index]!.specs
  if (kind.specs && (kind.specs.length !== dims.length || kind.specs.some((d, i) => d.values.length < dims[i]!.values.length))) {
    throw new Error(`the specs of ${leafName} do not have the shape of ${CATEGORIES[l1Index]!.name}'s`)
  }
  return kind
}

/** word `i` of a kind's list (wrapping), or the drawn word when the kind has no list */
const wordOf = (list: string[] | undefined, all: readonly string[], drawn: string) =>
  list?.length ? list[Math.max(0, all.indexOf(drawn)) % list.length]! : drawn

export function buildCatalog(
  rng: Rng,
  now: number,
  reviewers: Array<{ id: number; name: string }>,
): Catalog & { goods_evaluate: Row<'goods_evaluate'>[] } {
  const website: Row<'website'>[] = CITIES.map((c, i) => ({
    site_id: i + 1,
    site_area_id: c.code,
    site_area_name: c.name,
    title: c.title,
    status: 1,
  }))
  const websiteOfCity = new Map(CITIES.map((c, i) => [c.name, i + 1]))

  // ---- shops
  const shop: Row<'shop'>[] = SHOPS.map((s, i) => {
    const id = i + 1
    const city = CITIES.find((c) => c.name === s.city)!
    const l1 = CATEGORIES[s.l1]!
    const credit = () => Math.round((4 + rng.next()) * 10) / 10
    const flags = () => (rng.chance(0.6) ? 1 : 0)
    return {
      site_id: id,
      site_name: s.name,
      category_name: l1.name,
      group_name: s.group,
      group_id: s.group === '旗舰店' ? 1 : s.group === '专卖店' ? 2 : 3,
      logo: `img/shop/logo-${id}.svg`,
      avatar: `img/shop/avatar-${id}.svg`,
      banner: `img/shop/banner-${id}.svg`,
      seo_description: `${s.name}：${l1.name}好物，正品保障，售后无忧。`,
      seo_keywords: `${l1.name},${s.group},${s.city}`,
      shop_desccredit: credit(),
      shop_servicecredit: credit(),
      shop_deliverycredit: credit(),
      shop_sales: 0,
      sub_num: rng.int(120, 98_000),
      is_own: s.own ? 1 : 0,
      shop_status: 1,
      cert_id: 1,
      level_name: s.own ? '自营店铺' : rng.pick(['白金店铺', '金牌店铺', '普通店铺']),
      telephone: `${city.phone}-${rng.int(5000_0000, 8999_9999)}`,
      qq: String(rng.int(10_000_000, 99_999_999)),
      ww: `bazaar_shop_${id}`,
      workingtime: rng.pick(['09:00-22:00', '08:30-21:30', '全天 24 小时']),
      province_id: Math.floor(city.code / 10000) * 10000,
      city_id: city.code,
      // the reference's two fields (as a member address has them): the street, and the region names
      address: `${city.road}${rng.int(1, 999)}号`,
      // (it drew a street number when it held a street: the draw stays, so every later number is what it was)
      full_address: afterDraw(rng, city.regions.join('-')),
      longitude: Math.round((city.lng + (rng.next() - 0.5) / 10) * 1e4) / 1e4,
      latitude: Math.round((city.lat + (rng.next() - 0.5) / 10) * 1e4) / 1e4,
      // a few city shops belong to their city sub-site; the rest are nationwide
      website_id: !s.own && i % 3 === 1 ? websiteOfCity.get(s.city)! : 0,
      shop_baozh: s.own ? 1 : flags(),
      shop_qtian: s.own ? 1 : flags(),
      shop_zhping: s.own ? 1 : flags(),
      shop_erxiaoshi: flags(),
      shop_tuihuo: s.own ? 1 : flags(),
      shop_shiyong: flags(),
      shop_shiti: flags(),
      shop_xiaoxie: flags(),
      start_time: now - rng.int(200, 1500) * DAY,
      expire_time: now + rng.int(180, 720) * DAY,
      create_time: now - rng.int(200, 1500) * DAY,
    }
  })

  // ---- platform categories, 3 levels
  const goods_category: Row<'goods_category'>[] = []
  const level1Ids: number[] = []
  const leaves: Array<{ id: number; l1: number; l2: number; l1Index: number; l2Index: number; name: string; price: [number, number] }> = []
  let cid = 0
  CATEGORIES.forEach((c1, i1) => {
    const id1 = ++cid
    level1Ids.push(id1)
    goods_category.push({
      category_id: id1, pid: 0, level: 1, category_name: c1.name, short_name: c1.short,
      image: `img/category/${id1}.svg`, image_adv: `img/category/adv-${id1}.svg`,
      category_id_1: id1, category_id_2: 0, category_id_3: 0, category_full_name: c1.name, is_show: 1, sort: i1 + 1,
    })
    c1.children.forEach((c2, i2) => {
      const id2 = ++cid
      goods_category.push({
        category_id: id2, pid: id1, level: 2, category_name: c2.name, short_name: c2.short ?? '',
        image: `img/category/${id2}.svg`, image_adv: '',
        category_id_1: id1, category_id_2: id2, category_id_3: 0,
        category_full_name: `${c1.name}/${c2.name}`, is_show: 1, sort: i2 + 1,
      })
      c2.children.forEach((name3, i3) => {
        const id3 = ++cid
        goods_category.push({
          category_id: id3, pid: id2, level: 3, category_name: name3, short_name: L3_SHORT[name3] ?? '',
          image: `img/category/${id3}.svg`, image_adv: '',
          category_id_1: id1, category_id_2: id2, category_id_3: id3,
          category_full_name: `${c1.name}/${c2.name}/${name3}`, is_show: 1, sort: i3 + 1,
        })
        leaves.push({ id: id3, l1: id1, l2: id2, l1Index: i1, l2Index: i2, name: name3, price: PRICES[name3] ?? c2.price })
      })
    })
  })

  // ---- brands, linked to their level-1 categories
  const allBrands = [...BRANDS, ...MORE_BRANDS]
  const goods_brand: Row<'goods_brand'>[] = allBrands.map((b, i) => ({
    brand_id: i + 1,
    brand_name: b.name,
    brand_initial: b.initial,
    image_url: `img/brand/${i + 1}.svg`,
    banner: `img/brand/banner-${i + 1}.svg`,
    brand_desc: b.desc,
    is_recommend: i % 3 === 0 ? 1 : 0,
    sort: i + 1,
  }))
  const goods_brand_category: Row<'goods_brand_category'>[] = allBrands.flatMap((b, i) =>
    b.l1.map((l1) => ({ brand_id: i + 1, category_id_1: level1Ids[l1]! })),
  )
  // goods draw from the first brands (the draw stays what it was); a kind then keeps or replaces it
  const brandsOfL1 = CATEGORIES.map((_, l1) => BRANDS.map((b, i) => ({ ...b, id: i + 1 })).filter((b) => b.l1.includes(l1)))
  const brandByName = new Map(allBrands.map((b, i) => [b.name, { ...b, id: i + 1 }]))

  // ---- attributes per level-1 category
  const goods_attribute: Row<'goods_attribute'>[] = []
  const goods_attribute_value: Row<'goods_attribute_value'>[] = []
  const attrsOfL1: Array<Array<{ id: number; name: string; values: Array<{ id: number; name: string }> }>> = []
  let aid = 0
  let avid = 0
  CATEGORIES.forEach((c1, i1) => {
    const list: (typeof attrsOfL1)[number] = []
    c1.attributes.forEach((a, ai) => {
      const attrId = ++aid
      goods_attribute.push({ attr_id: attrId, category_id_1: level1Ids[i1]!, attr_name: a.name, is_query: 1, sort: ai + 1 })
      const values = a.values.map((name, vi) => {
        const id = ++avid
        goods_attribute_value.push({ attr_value_id: id, attr_id: attrId, attr_value_name: name, sort: vi + 1 })
        return { id, name }
      })
      list.push({ id: attrId, name: a.name, values })
    })
    attrsOfL1.push(list)
  })
  // attributes only some kinds have (ids after the level-1 ones): their values, as the kinds use them
  const kindAttrsOfL1: Array<Map<string, { id: number; values: Array<{ id: number; name: string }> }>> = CATEGORIES.map(() => new Map())
  CATEGORIES.forEach((c1, i1) => {
    const own = new Set(c1.attributes.map((a) => a.name))
    const used = new Map<string, Set<string>>()
    for (const leaf of c1.children.flatMap((c2) => c2.children)) {
      for (const [name, values] of Object.entries(kindOf(i1, leaf).attrs ?? {})) {
        if (own.has(name)) continue
        const all = NEW_ATTRIBUTES[name]
        if (!all) throw new Error(`no values for the attribute ${name}`)
        const set = used.get(name) ?? new Set()
        for (const v of values ?? all) set.add(v)
        used.set(name, set)
      }
    }
    for (const [name, set] of used) {
      const attrId = ++aid
      goods_attribute.push({ attr_id: attrId, category_id_1: level1Ids[i1]!, attr_name: name, is_query: 1, sort: c1.attributes.length + kindAttrsOfL1[i1]!.size + 1 })
      const values = NEW_ATTRIBUTES[name]!.filter((v) => set.has(v)).map((v, vi) => {
        const id = ++avid
        goods_attribute_value.push({ attr_value_id: id, attr_id: attrId, attr_value_name: v, sort: vi + 1 })
        return { id, name: v }
      })
      kindAttrsOfL1[i1]!.set(name, { id: attrId, values })
    }
  })

  // ---- each shop's own 2-level category tree
  const shop_goods_category: Row<'shop_goods_category'>[] = []
  const shopLeafCats = new Map<number, number[]>()
  const shopCatByName = new Map<number, Map<string, number>>()
  let scid = 0
  for (const s of shop) {
    const l1 = CATEGORIES[SHOPS[s.site_id! - 1]!.l1]!
    const leafIds: number[] = []
    const byName = new Map<string, number>()
    const tops = [...l1.children.slice(0, 3).map((c) => c.name), '店长推荐']
    tops.forEach((top, ti) => {
      const topId = ++scid
      byName.set(top, topId)
      shop_goods_category.push({ category_id: topId, site_id: s.site_id!, pid: 0, level: 1, category_name: top, sort: ti + 1 })
      const subs = ti === 3 ? ['新品上市', '热销爆款'] : (l1.children[ti]?.children.slice(0, 2) ?? [])
      subs.forEach((sub, si) => {
        const subId = ++scid
        byName.set(sub, subId)
        shop_goods_category.push({ category_id: subId, site_id: s.site_id!, pid: topId, level: 2, category_name: sub, sort: si + 1 })
        leafIds.push(subId)
      })
    })
    shopLeafCats.set(s.site_id!, leafIds)
    shopCatByName.set(s.site_id!, byName)
  }
  const shopsOfL1 = CATEGORIES.map((_, l1) => SHOPS.map((s, i) => ({ ...s, id: i + 1 })).filter((s) => s.l1 === l1))

  // ---- goods and skus: round-robin over the leaves until there are enough skus
  const goods: Row<'goods'>[] = []
  const goods_sku: Row<'goods_sku'>[] = []
  const goods_attr_value_map: Row<'goods_attr_value_map'>[] = []
  let gid = 0
  let sid = 0
  const targetSkus = 2200
  for (let round = 0; ; round++) {
    for (const leaf of leaves) {
      if (sid >= targetSkus) break
      const c1 = CATEGORIES[leaf.l1Index]!
      const kind = kindOf(leaf.l1Index, leaf.name)
      const goodsId = ++gid
      const drawnBrand = rng.pick(brandsOfL1[leaf.l1Index]!)
      const shopDef = rng.pick(shopsOfL1[leaf.l1Index]!)
      const s = shop[shopDef.id - 1]!
      const isOwn = shopDef.own ? 1 : 0
      const drawnSeries =
        drawnBrand.name === 'Apple' && leaf.name === '手机' ? rng.pick(APPLE_PHONES) : rng.pick(c1.series)
      const drawnFeature = rng.pick(c1.features)
      // the kind's own words and makers (catalog-kinds.ts): what was drawn, renamed to fit
      const brand = !kind.brands || kind.brands.includes(drawnBrand.name) ? drawnBrand : brandByName.get(kind.brands[goodsId % kind.brands.length]!)!
      const series = APPLE_PHONES.includes(drawnSeries) ? drawnSeries : wordOf(kind.series, c1.series, drawnSeries)
      const feature = wordOf(kind.features, c1.features, drawnFeature)
      const goodsName = `${brand.name} ${series} ${leaf.name} ${feature}`
      const english = rng.sample(ENGLISH[leaf.l1Index]!, 2)
      const keywords = [brand.name, leaf.name, ...(kind.keywords ?? [c1.children[leaf.l2Index]!.name]), ...(kind.english ?? english)]
      if (series.startsWith('iPhone')) keywords.push('iPhone')
      const introduction = `${feature}，${brand.desc}。${rng.pick(['限时特惠', '官方正品', '顺丰包邮', '赠运费险', '品质之选'])}`
      const goodsState = round > 0 && goodsId % 47 === 0 ? 0 : 1 // a few off the shelf
      const verifyState = goodsId % 89 === 0 ? 0 : 1 // a few not approved
      const onSale = goodsState === 1 && verifyState === 1
      const freeShipping = rng.chance(0.5) ? 1 : 0
      const shopCats = shopLeafCats.get(s.site_id!)!
      rng.pick(shopCats) // (the draw that placed goods at random in the shop's categories)
      // the shop's category of this kind: its own level-3 name, else its level-2 branch, else 店长推荐
      const shopCatNames = shopCatByName.get(s.site_id!)!
      const shopCategoryId =
        shopCatNames.get(leaf.name) ?? shopCatNames.get(c1.children[leaf.l2Index]!.name) ?? shopCatNames.get(goodsId % 2 ? '热销爆款' : '新品上市')!
      const createTime = now - rng.int(1, 400) * DAY - rng.int(0, DAY - 1)

      // specs: 1–4 skus from one or two dimensions
      const skuCount = rng.pick([1, 1, 2, 2, 3, 3, 4, 4, 4])
      const dims = c1.specs
      let chosen: Array<{ dimIndex: number; name: string; values: string[] }>
      if (dims.length === 1 || skuCount === 1 || skuCount === 3 || rng.chance(0.3)) {
        const d = skuCount === 1 ? 0 : rng.int(0, dims.length - 1)
        const dim = dims[d]!
        chosen = [{ dimIndex: d, name: dim.name, values: rng.sample(dim.values, Math.min(skuCount, dim.values.length)) }]
      } else {
        // 2 skus: 1×2; 4 skus: 2×2
        const a = dims[0]!
        const b = dims[1]!
        chosen = [
          { dimIndex: 0, name: a.name, values: rng.sample(a.values, skuCount === 4 ? 2 : 1) },
          { dimIndex: 1, name: b.name, values: rng.sample(b.values, 2) },
        ]
      }
      // the kind's names for the drawn values (same index in its own lists)
      const kdims = kind.specs ?? dims
      if (kind.specs) {
        chosen = chosen.map((d) => ({
          dimIndex: d.dimIndex,
          name: kdims[d.dimIndex]!.name,
          values: d.values.map((v) => kdims[d.dimIndex]!.values[dims[d.dimIndex]!.values.indexOf(v)]!),
        }))
      }
      // a kind's own dimensions get their own ids (level-1 ones keep theirs)
      const specIdOf = (d: number) => (kind.specs ? 1000 + leaf.id * 10 + d : (leaf.l1Index + 1) * 10 + d)
      const combos: string[][] = chosen.reduce<string[][]>(
        (acc, dim) => acc.flatMap((prefix) => dim.values.map((v) => [...prefix, v])),
        [[]],
      )
      const basePrice = shopPrice(rng, leaf.price)
      const discounted = rng.chance(0.08)
      const discountRate = rng.pick([0.7, 0.8, 0.85, 0.9])
      const discountEnd = now + rng.int(2, 6) * DAY + rng.int(0, DAY - 1)
      const images = [`img/goods/${goodsId}.svg`, ...[1, 2, 3].map((k) => `img/goods/${goodsId}-${k}.svg`)]
      const firstSkuId = sid + 1
      const skuIdOf = (combo: string[]) => firstSkuId + combos.findIndex((c) => c.join('|') === combo.join('|'))

      const specFormat = chosen.map((dim) => ({
        spec_id: specIdOf(dim.dimIndex),
        spec_name: dim.name,
        value: dim.values.map((v) => {
          const vIndex = kdims[dim.dimIndex]!.values.indexOf(v)
          // the first sku carrying this value
          const combo = combos.find((c) => c[chosen.indexOf(dim)] === v)!
          return {
            spec_id: specIdOf(dim.dimIndex),
            spec_name: dim.name,
            spec_value_id: specIdOf(dim.dimIndex) * 100 + vIndex,
            spec_value_name: v,
            sku_id: skuIdOf(combo),
            image: images[Math.min(vIndex, 3)]!,
            selected: false,
            disabled: false,
          }
        }),
      }))

      let goodsSales = 0
      const skuRows: Row<'goods_sku'>[] = combos.map((combo, k) => {
        const skuId = ++sid
        const price = basePrice + k * Math.round(basePrice * 0.1 / 100) * 100
        const discountPrice = discounted ? Math.min(price - 100, Math.floor((price * discountRate) / 100) * 100 - 10) : price
        const saleNum = Math.floor(rng.next() ** 3 * 6000)
        goodsSales += saleNum
        const image = images[k % 4]!
        return {
          sku_id: skuId,
          goods_id: goodsId,
          site_id: s.site_id!,
          website_id: s.website_id ?? 0,
          sku_name: `${goodsName} ${combo.join(' ')}`,
          sku_no: `BZ${String(goodsId).padStart(5, '0')}${k + 1}`,
          sku_spec_format: json(combo.map((v, d) => ({ spec_name: chosen[d]!.name, spec_value_name: v }))),
          price,
          market_price: Math.ceil((price * 1.25) / 1000) * 1000,
          cost_price: Math.round(price * 0.6),
          discount_price: Math.max(1, discountPrice),
          promotion_type: discounted ? 1 : 0,
          start_time: discounted ? now - DAY : 0,
          end_time: discounted ? discountEnd : 0,
          stock: (goodsId * 7 + k) % 37 === 0 ? 0 : rng.int(5, 999),
          sale_num: saleNum,
          click_num: saleNum * rng.int(3, 20) + rng.int(0, 300),
          collect_num: Math.floor(saleNum / rng.int(8, 30)),
          sku_image: image,
          sku_images: [image, ...images.filter((i) => i !== image)].join(','),
          is_default: k === 0 ? 1 : 0,
          category_id_1: leaf.l1,
          category_id_2: leaf.l2,
          category_id_3: leaf.id,
          brand_id: brand.id,
          shop_category_id: shopCategoryId,
          is_free_shipping: freeShipping,
          is_own: isOwn,
          is_virtual: 0,
          on_sale: onSale,
          create_time: createTime,
        }
      })
      goods_sku.push(...skuRows)

      // the attributes that mean something for the kind: level-1 ones as drawn (wrapped into the
      // values that fit), the kind's own from the goods' own generator
      const own = createRng(goodsId * 7919 + 17)
      const attrFormat = attrsOfL1[leaf.l1Index]!.flatMap((a) => {
        const drawn = rng.pick(a.values)
        if (kind.attrs && !(a.name in kind.attrs)) return []
        const fits = kind.attrs?.[a.name] ? a.values.filter((v) => kind.attrs![a.name]!.includes(v.name)) : a.values
        const value = fits.includes(drawn) ? drawn : fits[a.values.indexOf(drawn) % fits.length]!
        return [{ attr_id: a.id, attr_name: a.name, attr_value_id: value.id, attr_value_name: value.name }]
      })
      for (const [name, values] of Object.entries(kind.attrs ?? {})) {
        const a = kindAttrsOfL1[leaf.l1Index]!.get(name)
        if (!a) continue
        const fits = a.values.filter((v) => (values ?? NEW_ATTRIBUTES[name]!).includes(v.name))
        const value = own.pick(fits)
        attrFormat.push({ attr_id: a.id, attr_name: name, attr_value_id: value.id, attr_value_name: value.name })
      }
      for (const a of attrFormat) goods_attr_value_map.push({ goods_id: goodsId, attr_id: a.attr_id, attr_value_id: a.attr_value_id })
      const specLines = chosen.map((d) => `<li>${escapeHtml(d.name)}：${escapeHtml(d.values.join(' / '))}</li>`).join('')
      const attrLines = attrFormat.map((a) => `<li>${escapeHtml(a.attr_name)}：${escapeHtml(a.attr_value_name)}</li>`).join('')
      goods.push({
        goods_id: goodsId,
        goods_name: goodsName,
        site_id: s.site_id!,
        website_id: s.website_id ?? 0,
        category_id: leaf.id,
        category_id_1: leaf.l1,
        category_id_2: leaf.l2,
        category_id_3: leaf.id,
        brand_id: brand.id,
        shop_category_id: shopCategoryId,
        introduction,
        keywords: keywords.join(','),
        goods_image: images.join(','),
        goods_content:
          `<h3>${escapeHtml(goodsName)}</h3><p>${escapeHtml(introduction)}</p>` +
          // HTML is shown as it is: its pictures keep the site-absolute path (relative would resolve under /web/)
          `<p><img src="/${images[1]}" alt="${escapeHtml(goodsName)}" style="max-width:100%"></p>` +
          `<ul><li>品牌：${escapeHtml(brand.name)}</li><li>分类：${escapeHtml(leaf.name)}</li>${attrLines}${specLines}</ul>` +
          `<p>温馨提示：商品以实物为准，${freeShipping ? '本商品包邮，' : ''}支持七天无理由退货。</p>`,
        goods_attr_format: json(attrFormat),
        goods_spec_format: json(specFormat),
        goods_state: goodsState,
        verify_state: verifyState,
        is_delete: 0,
        is_virtual: 0,
        is_free_shipping: freeShipping,
        is_own: isOwn,
        unit: UNITS[leaf.name] ?? c1.unit,
        max_buy: 0,
        min_buy: 0,
        evaluate: 0,
        sale_num: goodsSales,
        create_time: createTime,
      })
    }
    if (sid >= targetSkus) break
  }

  // shop sales follow their goods
  const salesOfShop = new Map<number, number>()
  for (const g of goods) salesOfShop.set(g.site_id, (salesOfShop.get(g.site_id) ?? 0) + (g.sale_num ?? 0))
  for (const s of shop) s.shop_sales = salesOfShop.get(s.site_id!) ?? 0

  // ---- reviews on the popular goods (written by the seeded reviewer members)
  const goods_evaluate: Row<'goods_evaluate'>[] = []
  let eid = 0
  const skusOfGoods = new Map<number, Row<'goods_sku'>[]>()
  for (const sku of goods_sku) {
    const list = skusOfGoods.get(sku.goods_id) ?? []
    list.push(sku)
    skusOfGoods.set(sku.goods_id, list)
  }
  for (const g of goods) {
    if ((g.sale_num ?? 0) < 1500) continue
    const n = rng.int(3, 7)
    for (let k = 0; k < n; k++) {
      const sku = rng.pick(skusOfGoods.get(g.goods_id!)!)
      const roll = rng.next()
      const explainType = roll < 0.8 ? 1 : roll < 0.95 ? 2 : 3
      const text =
        explainType === 1
          ? rng.pick([0, 1, 2, 3, 5, 6, 8, 9, 11].map((i) => REVIEW_TEXTS[i]!))
          : explainType === 2
            ? rng.pick([REVIEW_TEXTS[4]!, REVIEW_TEXTS[10]!])
            : REVIEW_TEXTS[7]!
      const created = (g.create_time ?? now) + rng.int(3, 60) * DAY
      const createTime = Math.min(created, now - rng.int(1, 3) * DAY)
      const again = rng.chance(0.15)
      const reviewer = rng.pick(reviewers)
      goods_evaluate.push({
        evaluate_id: ++eid,
        goods_id: g.goods_id!,
        sku_id: sku.sku_id!,
        site_id: g.site_id,
        member_id: reviewer.id,
        member_name: reviewer.name,
        member_headimg: `img/head/${reviewer.id}.svg`,
        is_anonymous: rng.chance(0.2) ? 1 : 0,
        explain_type: explainType,
        // the stars (no extra draw, so every later number stays): good 5 or 4, medium 3, bad 1
        scores: explainType === 1 ? (eid % 4 === 0 ? 4 : 5) : explainType === 2 ? 3 : 1,
        content: text,
        images: rng.chance(0.3) ? `img/goods/${g.goods_id}-1.svg,img/goods/${g.goods_id}-2.svg` : '',
        sku_name: sku.sku_name,
        explain_first: rng.chance(0.4) ? (explainType === 1 ? rng.pick([REPLY_TEXTS[0]!, REPLY_TEXTS[2]!]) : rng.pick([REPLY_TEXTS[1]!, REPLY_TEXTS[3]!])) : '',
        again_content: again ? rng.pick(AGAIN_TEXTS) : '',
        again_images: again && rng.chance(0.3) ? `img/goods/${g.goods_id}-3.svg` : '',
        again_explain: again && rng.chance(0.5) ? '感谢您的追评，祝您使用愉快！' : '',
        again_time: again ? Math.min(now, createTime + rng.int(10, 40) * DAY) : 0,
        is_audit: 1,
        create_time: createTime,
      })
    }
    g.evaluate = n
  }

  return {
    website, shop, shop_goods_category, goods_category, goods_brand, goods_brand_category,
    goods_attribute, goods_attribute_value, goods, goods_attr_value_map, goods_sku, goods_evaluate,
    level1Ids,
  }
}
