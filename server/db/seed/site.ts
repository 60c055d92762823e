import type { Insertable } from 'kysely'
import type { DB } from '../schema.gen.ts'
import type { SiteConfigs } from '../site-config.ts'
import type { Catalog } from './catalog.ts'
import { escapeHtml } from './catalog.ts'
import {
  ADVERTS, AGREEMENT_CONTENT, AGREEMENT_TITLE, DEFAULT_WORD, HELP, HOT_WORDS, LINKS, NAVS, NOTICES, SERVICES,
} from './site-data.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>
const DAY = 86_400
const url = (path: string) => JSON.stringify({ url: path })

export const SITE_CONFIGS: SiteConfigs = {
  website: {
    title: 'Bazaar 商城',
    logo: 'img/site/logo.svg',
    desc: 'Bazaar 商城：多商家品质购物平台，数码家电、服饰美妆、生鲜食品一站购齐，正品保障，极速发货。',
    keywords: 'Bazaar,商城,网上购物,手机,家电,服饰,美妆,生鲜',
    web_status: 1,
    close_reason: '',
    wap_status: 1,
    web_email: 'service@bazaar.example',
    web_phone: '400-800-8888',
  },
  copyright: {
    company_name: 'Bazaar 电子商务有限公司',
    copyright_desc: 'Copyright © 2026 Bazaar 商城 版权所有',
    logo: 'img/site/logo.svg',
    gov_record: '沪公网安备 31011502000001号',
    gov_url: 'https://beian.mps.gov.cn',
    icp: 'Bazaar 电子商务有限公司|沪ICP备2026000001号|上海市浦东新区世纪大道100号|400-800-8888|service@bazaar.example',
  },
  default_img: {
    default_goods_img: 'img/default/goods.svg',
    default_headimg: 'img/default/head.svg',
    default_shop_img: 'img/default/shop.svg',
    default_city_img: 'img/default/city.svg',
    default_supply_img: 'img/default/supply.svg',
    default_store_img: 'img/default/store.svg',
    default_category_img: 'img/default/category.svg',
    default_brand_img: 'img/default/brand.svg',
  },
  captcha: { enabled: true },
  register: {
    is_enable: 1,
    dynamic_code_login: 0,
    pwd_len: 6,
    pwd_complexity: 'number,letter',
    agreement_title: AGREEMENT_TITLE,
    agreement_content: AGREEMENT_CONTENT,
  },
  category_config: { category: 3, img: 1 },
  search_words: { hot: HOT_WORDS.join('，'), default: DEFAULT_WORD },
  float_layer: { is_show: 1, img_url: 'img/adv/FLOAT-1.svg', url: url('/promotion/seckill'), number: 2 },
  addons: {
    city: 1, coupon: 1, seckill: 1, manjian: 1, bundling: 1, discount: 1, groupbuy: 1, topic: 1,
    platformcoupon: 1, servicer: 1, store: 0,
  },
  servicer: { type: 'system', third: '' },
}

/** a help article's HTML from its paragraphs (the English side is built the same way) */
export const helpHtml = (body: string[]) => body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
export const NOTICE_SIGNATURE = 'Bazaar 商城运营中心'
/** 10:00 Beijing time on [month, day] of the latest year that puts it at least a day before `now` */
export function lastDayBefore(now: number, [month, day]: [number, number]): number {
  const beijing = 8 * 3600
  const year = new Date((now + beijing) * 1000).getUTCFullYear()
  for (const y of [year, year - 1]) {
    const at = Date.UTC(y, month - 1, day, 10) / 1000 - beijing
    if (at <= now - DAY) return at
  }
  return Date.UTC(year - 1, month - 1, day, 10) / 1000 - beijing
}

export const noticeHtml = (body: string, signature: string) => `<p>${escapeHtml(body)}</p><p>${escapeHtml(signature)}</p>`

export interface SiteRows {
  site_config: Row<'site_config'>[]
  adv_position: Row<'adv_position'>[]
  adv: Row<'adv'>[]
  pc_nav: Row<'pc_nav'>[]
  friendly_link: Row<'friendly_link'>[]
  shop_service: Row<'shop_service'>[]
  help_class: Row<'help_class'>[]
  help: Row<'help'>[]
  notice: Row<'notice'>[]
  pc_floor: Row<'pc_floor'>[]
}

export function buildSite(now: number, catalog: Catalog): SiteRows {
  const site_config = Object.entries(SITE_CONFIGS).map(([key, value]) => ({ key, value: JSON.stringify(value) }))

  const adv_position = ADVERTS.map((a) => ({
    keyword: a.keyword, ap_name: a.name, ap_width: a.width, ap_height: a.height, background: a.slides[0]?.background ?? '',
  }))
  let advId = 0
  const adv = ADVERTS.flatMap((a) =>
    a.slides.map((s, i) => ({
      adv_id: ++advId,
      keyword: a.keyword,
      adv_title: s.title,
      adv_image: `img/adv/${a.keyword}-${i + 1}.svg`,
      adv_url: url(s.url.replace(/\{l1:(\d+)\}/g, (_, n: string) => String(catalog.level1Ids[Number(n)]))),
      background: s.background ?? '',
      sort: i + 1,
    })),
  )
  const pc_nav = NAVS.map((n, i) => ({ id: i + 1, nav_title: n.title, nav_url: url(n.url), is_blank: n.blank ? 1 : 0, is_show: 1, sort: i + 1 }))
  const friendly_link = LINKS.map((l, i) => ({
    id: i + 1, link_title: l.title, link_url: l.url, link_pic: `img/link/${i + 1}.svg`, is_blank: 1, is_show: 1, sort: i + 1,
  }))
  const shop_service = SERVICES.map((s, i) => ({ id: i + 1, service_name: s.name, desc_text: s.desc, pc_icon: `img/service/${i + 1}.svg`, sort: i + 1 }))

  const help_class = HELP.map((c, i) => ({ class_id: i + 1, class_name: c.name, sort: i + 1 }))
  let helpId = 0
  const help = HELP.flatMap((c, ci) =>
    c.articles.map((a, ai) => ({
      id: ++helpId,
      class_id: ci + 1,
      title: a.title,
      content: helpHtml(a.body),
      sort: ai + 1,
      create_time: now - (60 - helpId) * DAY,
    })),
  )
  const notice = NOTICES.map((n, i) => ({
    id: i + 1,
    title: n.title,
    content: noticeHtml(n.body, NOTICE_SIGNATURE),
    is_top: n.top ? 1 : 0,
    receiving_type: 'web',
    create_time: n.on ? lastDayBefore(now, n.on) : now - (i * 3 + 1) * DAY,
  }))

  return { site_config, adv_position, adv, pc_nav, friendly_link, shop_service, help_class, help, notice, pc_floor: buildFloors(catalog) }
}

const text = (t: string, color: string, link: string) => ({ type: 'text', value: { text: t, color, link: { url: link } } })
const img = (n: number, link: string) => ({ type: 'img', value: { url: `img/adv/FLOOR-${n}.svg`, link: { url: link } } })

/** home floors of reference §8.1, filled with real seeded goods, brands and categories */
function buildFloors(catalog: Catalog): Row<'pc_floor'>[] {
  const onSaleDefaults = catalog.goods_sku.filter((s) => s.on_sale && s.is_default === 1 && (s.stock ?? 0) > 0)
  const topSkus = (l1Index: number, n: number, skip = 0) =>
    onSaleDefaults
      .filter((s) => s.category_id_1 === catalog.level1Ids[l1Index])
      .sort((a, b) => (b.sale_num ?? 0) - (a.sale_num ?? 0) || a.sku_id! - b.sku_id!)
      .slice(skip, skip + n)
      .map((s) => s.sku_id!)
  const brandsOf = (l1Index: number, n: number) =>
    catalog.goods_brand_category.filter((b) => b.category_id_1 === catalog.level1Ids[l1Index]).slice(0, n).map((b) => b.brand_id)
  const childrenOf = (l1Index: number) =>
    catalog.goods_category.filter((c) => c.pid === catalog.level1Ids[l1Index]).map((c) => c.category_id!)
  const list = (l1Index: number) => `/list?category_id=${catalog.level1Ids[l1Index]}&level=1`

  const style1 = (l1Index: number, title: string, color: string, n: number) => ({
    title: text(title, color, list(l1Index)),
    leftImg: img(n, list(l1Index)),
    goodsList: { type: 'goods', value: { sku_ids: topSkus(l1Index, 8) } },
    bottomImg: img(n + 1, list(l1Index)),
  })
  const style3 = (l1Index: number, title: string, color: string, n: number) => ({
    title: text(title, color, list(l1Index)),
    categoryList: { type: 'category', value: { category_ids: childrenOf(l1Index) } },
    leftImg: img(n, list(l1Index)),
    rightGoodsList: { type: 'goods', value: { sku_ids: topSkus(l1Index, 3) } },
    bottomGoodsList: { type: 'goods', value: { sku_ids: topSkus(l1Index, 5, 3) } },
    brandList: { type: 'brand', value: { brand_ids: brandsOf(l1Index, 6) } },
  })
  const mixed = [0, 3, 4, 5, 7, 8].flatMap((l1) => topSkus(l1, 2, 8))
  const floors = [
    { title: '手机数码', block_name: 'floor-style-1', block_title: '数码楼层', value: style1(0, '1F 手机数码', '#e11d48', 1) },
    { title: '家用电器', block_name: 'floor-style-3', block_title: '家电楼层', value: style3(2, '2F 家用电器', '#0f766e', 3) },
    {
      title: '品质生活',
      block_name: 'floor-style-2',
      block_title: '猜你喜欢',
      value: {
        title: text('品质生活', '#333333', '/list'),
        subTitle: text('为你精挑细选的人气好物', '#999999', '/list'),
        goodsList: { type: 'goods', value: { sku_ids: mixed } },
        bottomImg: img(4, '/list'),
      },
    },
    { title: '服饰鞋包', block_name: 'floor-style-1', block_title: '服饰楼层', value: style1(3, '3F 服饰鞋包', '#7c3aed', 5) },
    { title: '食品生鲜', block_name: 'floor-style-3', block_title: '食品楼层', value: style3(5, '4F 食品生鲜', '#ea580c', 7) },
  ]
  return floors.map((f, i) => ({ id: i + 1, ...f, value: JSON.stringify(f.value), state: 1, sort: i + 1 }))
}
