import { createHash } from 'node:crypto'
import QRCode from 'qrcode'
import type { Database } from '../../db/index.ts'
import type { Lang } from '../../http/envelope.ts'
import { glossary } from '../../i18n/glossary.ts'
import { KINDS } from '../../db/catalog-kinds.ts'
import {
  DEFAULT_KINDS, ILLUSTRATION_OF, banner, categoryIcon, goodsImage, hueOf, monogram, placeholder, serviceIcon, wordmark,
  type Size,
} from './svg.ts'

// Image paths the seed (and later writers) store, relative to the image domain as the reference
// sends them (§4.1): img/<kind>/<name>.svg, served at /img/<kind>/<name>[_small|_mid|_big].svg —
// every image in its three size variants (`$img(path, {size})` inserts _size before the extension)
//   goods/<goods_id>[-<n>]  shop/(logo|avatar|banner)-<site_id>  category/[adv-]<id>  brand/[banner-]<id>
//   adv/<KEYWORD>-<n>  default/<goods|head|shop|city|supply|store|category|brand>  head/<member_id>
//   servicer/<id>  link/<id>  service/<id>  site/(logo|qrcode)  topic/<topic_id> (a topic's banner)
// Each kind has a strict pattern; anything else is a 404 and the client shows its default image.
const PATTERNS: Record<string, RegExp> = {
  goods: /^(\d{1,9})(?:-([1-9]))?$/,
  shop: /^(logo|avatar|banner)-(\d{1,9})$/,
  category: /^(adv-)?(\d{1,9})$/,
  brand: /^(banner-)?(\d{1,9})$/,
  adv: /^([A-Z][A-Z0-9_]{1,40})-(\d{1,3})$/,
  default: new RegExp(`^(${DEFAULT_KINDS.join('|')})$`),
  head: /^(\d{1,9})$/,
  servicer: /^(\d{1,9})$/,
  link: /^(\d{1,9})$/,
  service: /^(\d{1,9})$/,
  site: /^(logo|qrcode)$/,
  topic: /^(\d{1,9})$/,
}
const FILE = /^([A-Za-z0-9_-]{1,64}?)(?:_(small|mid|big))?\.svg$/

// headlines of the home-floor pictures and the float layer (the seed's pc_floor / float_layer)
export const FLOOR_TITLES = ['', '数码焕新 爆款直降', '新品首发 5G 新机至高立减 500', '家电焕新 以旧换新', '品质生活 好物精选', '春装上新 满减不停', '穿搭灵感 每日上新', '生鲜直达 产地好货', '年货礼盒 满额包邮']

export interface Image {
  body: string
  etag: string
}

// generated strings kept in a bounded map (insertion order = age)
const MAX_CACHED = 2000
const cache = new Map<string, Image>()

export function parseImagePath(kind: string, file: string): { kind: string; match: RegExpExecArray; size: Size; key: string } | null {
  const pattern = PATTERNS[kind]
  if (!pattern || !Object.hasOwn(PATTERNS, kind)) return null
  const f = FILE.exec(file)
  if (!f) return null
  const match = pattern.exec(f[1]!)
  if (!match) return null
  return { kind, match, size: f[2] as Size, key: `${kind}/${file}` }
}

/** the SVG for a path, or null when nothing is known about it */
export async function renderImage(db: Database, publicUrl: string, kind: string, file: string, lang: Lang = 'zh'): Promise<Image | null> {
  const parsed = parseImagePath(kind, file)
  if (!parsed) return null
  const key = lang === 'en' ? `${parsed.key}?en` : parsed.key
  const hit = cache.get(key)
  if (hit) return hit
  // an English picture (?lang=en) draws the platform's words from the glossary
  const words = lang === 'en' ? (await glossary(db)).en : null
  const t: Translate = (text) => words?.get(text) ?? text
  const body = await draw(db, publicUrl, parsed.kind, parsed.match, parsed.size, t)
  if (body === null) return null
  const image = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` }
  cache.set(key, image)
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  return image
}

type Translate = (text: string) => string

/** the picture of a kind of goods (its level-3 category, catalog-kinds.ts), else of its level-1 category */
const pictureOf = (l3: string | null | undefined, l1: string | null | undefined) =>
  (l3 && Object.hasOwn(KINDS, l3) ? KINDS[l3]!.picture : undefined) ?? ILLUSTRATION_OF[l1 ?? ''] ?? 'box'

/** "title subtitle": Chinese splits at the first space, English (from the glossary) at " — " */
function titleParts(zh: string, t: Translate): [string, string] {
  const en = t(zh)
  if (en !== zh) {
    const [title, ...rest] = en.split(' — ')
    return [title!, rest.join(' — ')]
  }
  const [title, ...rest] = zh.split(' ')
  return [title!, rest.join(' ')]
}

async function draw(db: Database, publicUrl: string, kind: string, m: RegExpExecArray, size: Size, t: Translate): Promise<string | null> {
  switch (kind) {
    case 'goods': {
      const row = await db
        .selectFrom('goods as g')
        .leftJoin('goods_category as c', 'c.category_id', 'g.category_id_1')
        .leftJoin('goods_category as c3', 'c3.category_id', 'g.category_id_3')
        .leftJoin('goods_brand as b', 'b.brand_id', 'g.brand_id')
        .select(['g.goods_name', 'c.category_name as l1', 'c3.category_name as l3', 'b.brand_name', 'g.category_id_1'])
        .where('g.goods_id', '=', Number(m[1]))
        .executeTakeFirst()
      if (!row) return null
      const label = row.brand_name && row.l3 ? `${row.brand_name} ${row.l3}` : row.goods_name
      return goodsImage({
        name: label,
        illustration: pictureOf(row.l3, row.l1),
        hue: hueOf(row.category_id_1 * 7 + Number(m[1])),
        variant: Number(m[2] ?? 0),
        size,
      })
    }
    case 'shop': {
      const row = await db.selectFrom('shop').select(['site_name', 'category_name']).where('site_id', '=', Number(m[2])).executeTakeFirst()
      if (!row) return null
      const name = row.site_name.replace(/^Bazaar\s*/, '')
      const hue = hueOf(Number(m[2]) + 3)
      if (m[1] === 'banner') {
        return banner({ title: row.site_name, subtitle: `${row.category_name} · 正品保障 · 极速发货`, hue, width: 1210, height: 300, size })
      }
      return monogram({ text: name, hue, round: m[1] === 'avatar', size })
    }
    case 'category': {
      const row = await db
        .selectFrom('goods_category as c')
        .leftJoin('goods_category as top', 'top.category_id', 'c.category_id_1')
        .select(['c.category_name', 'top.category_name as l1'])
        .where('c.category_id', '=', Number(m[2]))
        .executeTakeFirst()
      if (!row) return null
      const hue = hueOf(Number(m[2]) + 11)
      if (m[1]) return banner({ title: t(row.category_name), subtitle: t('品类好物 限时特惠'), button: t('立即查看 ›'), hue, width: 200, height: 400, size })
      return categoryIcon({ name: t(row.category_name), illustration: pictureOf(row.category_name, row.l1), hue, size })
    }
    case 'brand': {
      const row = await db.selectFrom('goods_brand').select(['brand_name', 'brand_desc']).where('brand_id', '=', Number(m[2])).executeTakeFirst()
      if (!row) return null
      const hue = hueOf(Number(m[2]) + 5)
      if (m[1]) return banner({ title: row.brand_name, subtitle: row.brand_desc, hue, width: 1210, height: 300, size })
      return wordmark({ text: row.brand_name, hue, width: 240, height: 120, size })
    }
    case 'adv': {
      const path = `img/adv/${m[1]}-${m[2]}.svg`
      const row = await db
        .selectFrom('adv')
        .innerJoin('adv_position as p', 'p.keyword', 'adv.keyword')
        .select(['adv.adv_title', 'adv.background', 'p.ap_width', 'p.ap_height', 'p.ap_name'])
        .where('adv.adv_image', '=', path)
        .executeTakeFirst()
      const n = Number(m[2])
      const hue = hueOf(`${m[1]}${n}`)
      if (row) {
        const [title, subtitle] = titleParts(row.adv_title, t)
        return banner({
          title,
          subtitle,
          button: t('立即查看 ›'),
          hue,
          width: row.ap_width || 1210,
          height: row.ap_height || 300,
          background: row.background,
          size,
          // the home's hero sits under the category menu (left) and the login box (right)
          clear: m[1] === 'NS_PC_INDEX' ? { left: 250, right: 270 } : undefined,
        })
      }
      if (m[1] === 'FLOOR' && FLOOR_TITLES[n]) {
        const [title, subtitle] = titleParts(FLOOR_TITLES[n], t)
        // odd pictures are the tall left images of a floor, even ones the bottom banners
        return n % 2
          ? banner({ title, subtitle, button: t('立即查看 ›'), hue, width: 240, height: 520, size })
          : banner({ title, subtitle, hue, width: 1210, height: 100, size })
      }
      if (m[1] === 'FLOAT' && n === 1) return banner({ title: t('限时秒杀'), subtitle: t('整点开抢 低至 1 折'), button: t('立即查看 ›'), hue: 350, width: 400, height: 500, background: '#e11d48', size })
      return null
    }
    case 'topic': {
      const row = await db.selectFrom('promotion_topic').select(['topic_name', 'remark']).where('topic_id', '=', Number(m[1])).executeTakeFirst()
      if (!row) return null
      return banner({ title: t(row.topic_name), subtitle: t(row.remark), button: t('立即查看 ›'), hue: hueOf(`topic${m[1]}`), width: 1210, height: 300, size })
    }
    case 'default':
      return placeholder(m[1]!, size, t)
    case 'head': {
      const row = await db.selectFrom('member').select(['nickname', 'username']).where('member_id', '=', Number(m[1])).executeTakeFirst()
      if (!row) return null
      return monogram({ text: [...(row.nickname || row.username)].slice(-1).join(''), hue: hueOf(Number(m[1]) + 17), round: true, size })
    }
    case 'servicer': {
      const row = await db.selectFrom('servicer').select(['nickname']).where('servicer_id', '=', Number(m[1])).executeTakeFirst()
      if (!row) return null
      return monogram({ text: '客服', hue: hueOf(Number(m[1]) + 29), round: true, size })
    }
    case 'link': {
      const row = await db.selectFrom('friendly_link').select(['link_title']).where('id', '=', Number(m[1])).executeTakeFirst()
      if (!row) return null
      return wordmark({ text: t(row.link_title), hue: hueOf(Number(m[1]) + 41), width: 180, height: 60, size })
    }
    case 'service': {
      const row = await db.selectFrom('shop_service').select(['service_name']).where('id', '=', Number(m[1])).executeTakeFirst()
      if (!row) return null
      return serviceIcon({ text: t(row.service_name), hue: hueOf(Number(m[1]) + 53), size })
    }
    case 'site': {
      if (m[1] === 'qrcode') return QRCode.toString(`${publicUrl.replace(/\/+$/, '')}/web/`, { type: 'svg', margin: 1 })
      return wordmark({ text: t('Bazaar 商城'), subtitle: t('多商家品质购物平台'), hue: 350, width: 240, height: 80, size })
    }
    default:
      return null
  }
}
