import type { Glossary } from './glossary.ts'
import { regionNameEn } from './region-names.ts'
import { phrase } from './phrases.ts'

// The second half of "platform content answers in the caller's language": after a contract handler
// has built its data in Chinese (and cached it so, once for both languages), an English caller's
// answer has the platform's words swapped for their English from the glossary. Only fields that carry
// platform words are touched, and only by exact match, so a shop's goods and shop names, members'
// nicknames, chat and reviews stay as written.

/** fields whose whole value is a platform text */
const TEXT_FIELDS = new Set([
  'nav_title', 'adv_title', 'ap_name', 'category_name', 'short_name', 'class_name', 'title', 'content', 'text',
  'desc', 'desc_text', 'service_name', 'name', 'link_title', 'level_name', 'company_name', 'copyright_desc',
  'gov_record', 'block_title', 'unit', 'attr_name', 'attr_value_name', 'spec_name', 'spec_value_name',
  'agreement_title', 'agreement_content', 'site_area_name', 'remark', 'rule', 'level_desc', 'shortname',
  'words', 'keywords', 'icp', 'category_full_name', 'city_name', 'group_name', 'member_level_name', 'platformcoupon_name', 'seckill_name', 'topic_name', 'order_status_name', 'refund_status_name', 'status_name', 'order_type_name', 'promotion_type_name',
  // issue 13, member pages
  'delivery_type_name', 'pay_type_name', 'refund_type_name', 'complain_status_name', 'recharge_name',
  'type_name', 'withdraw_type_name', 'transfer_type_name', 'verify_type_name', 'action', 'pay_body', 'pay_detail', 'buyer_ask_delivery_time',
  // issue 22, the order detail's packages (a carrier the glossary does not know stays as the shop wrote it)
  'package_name', 'express_company_name',
])
/**
 * the fields the server itself fills on the member-words paths (MEMBER_WORDS, where everything else is
 * the member's or the shop's): status and type names, the region path of
 * an address, log sentences from templates, the titles of the buyer's actions
 */
const PLATFORM_ONLY = new Set([
  'order_status_name', 'refund_status_name', 'status_name', 'order_type_name', 'promotion_type_name', 'delivery_type_name',
  'pay_type_name', 'refund_type_name', 'complain_status_name', 'action', 'full_address', 'title',
])
// (refund and complaint reasons stay Chinese on the wire: the form sends them back as the value; the
// storefront labels them, src/features/order/refund/reason-label.ts)
/** fields whose value may be a sentence the server wrote from a template (server/i18n/phrases.ts) */
const PHRASE_FIELDS = new Set(['remark', 'action', 'recharge_name', 'pay_body', 'pay_detail', 'desc'])
/** the region part of an address the server composed from region names: "上海市 上海市 浦东新区", "…-…-…" */
const REGION_WORD = /^[\u4e00-\u9fff]+(省|市|区|县|旗|盟|州|地区|自治区|特别行政区|林区|新区)$/
/** fields holding lists of platform words joined by a separator: [separator in, separator out] */
const JOINED: Record<string, [string, string]> = {
  words: ['，', ', '],
  keywords: [',', ','],
  icp: ['|', '|'],
  category_full_name: ['/', ' / '],
}
/** fields holding JSON text (spec and attribute formats): parsed, localized, written back */
const JSON_FIELDS = new Set(['goods_attr_format', 'goods_spec_format', 'sku_spec_format', 'attr_format', 'spec_format'])
/** generated pictures that carry platform words: the English picture has ?lang=en */
const WORDED_IMAGE = /^\/?img\/(adv|category|service|link|site|level|default|topic)\/[^?#]+\.svg$/

function regions(value: string): string {
  const parts = value.trim().split(/[\s-]+/)
  if (!parts.length || !parts.every((p) => REGION_WORD.test(p))) return value
  return parts.map(regionNameEn).join(', ')
}

function text(field: string, value: string, g: Glossary): string {
  const whole = g.en.get(value)
  if (whole !== undefined) return whole
  if (field === 'full_address') return regions(value)
  if (PHRASE_FIELDS.has(field)) {
    const sentence = phrase(value, g)
    if (sentence !== undefined) return sentence
  }
  const joined = JOINED[field]
  if (joined && value.includes(joined[0])) {
    return value
      .split(joined[0])
      .map((part) => g.en.get(part.trim()) ?? part.trim())
      .join(joined[1])
  }
  return value
}

function walk(value: unknown, field: string, g: Glossary, fields: Set<string>): unknown {
  if (typeof value === 'string') {
    if (WORDED_IMAGE.test(value)) return `${value}?lang=en`
    if (JSON_FIELDS.has(field) && fields === TEXT_FIELDS && (value.startsWith('[') || value.startsWith('{'))) {
      try {
        return JSON.stringify(walk(JSON.parse(value), '', g, fields))
      } catch {
        return value
      }
    }
    return fields.has(field) || field === 'full_address' ? text(field, value, g) : value
  }
  if (Array.isArray(value)) return value.map((v) => walk(v, field, g, fields))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, k, g, fields)
    return out
  }
  return value
}

/** a copy of `data` with the platform's words in English (cached answers are shared: never mutate) */
export function localize<T>(data: T, g: Glossary): T {
  return walk(data, '', g, TEXT_FIELDS) as T
}

/** the same for a member-words path: only the fields the server fills itself (PLATFORM_ONLY) */
export function localizePlatformOnly<T>(data: T, g: Glossary): T {
  return walk(data, '', g, PLATFORM_ONLY) as T
}

/** paths whose answers are members' and agents' own words (chat, reviews, after-sales talk) */
export const MEMBER_WORDS = /^\/(servicer\/|api\/(goodsevaluate|orderrefund|ordercomplain|memberaddress)\b)/

/** an English search word the glossary knows ("phones") → its Chinese source (手机), else as typed */
export function searchWord(keyword: string, g: Glossary): string {
  return g.back.get(keyword.trim().toLowerCase()) ?? keyword
}
