import type { Database } from './index.ts'

// Platform settings kept in site_config (key → jsonb). One typed shape per key; the seed writes
// them, `npm run ops` changes them, endpoints read them.
export interface SiteConfigs {
  /** website/info */
  website: {
    title: string
    logo: string
    desc: string
    keywords: string
    web_status: 0 | 1
    close_reason: string
    wap_status: 0 | 1
    web_email: string
    web_phone: string
  }
  /** config/copyright; icp = "company|record number|address|phone|e-mail" (spec §3) */
  copyright: { company_name: string; copyright_desc: string; logo: string; gov_record: string; gov_url: string; icp: string }
  /** config/defaultimg */
  default_img: {
    default_goods_img: string
    default_headimg: string
    default_shop_img: string
    default_city_img: string
    default_supply_img: string
    default_store_img: string
    default_category_img: string
    default_brand_img: string
  }
  /** captcha on login/register/sms (ops captcha:off|on) */
  captcha: { enabled: boolean }
  /** register/config value + register/aggrement */
  register: {
    is_enable: 0 | 1
    dynamic_code_login: 0 | 1
    pwd_len: number
    /** subset of 'number,letter,upper_case,symbol' */
    pwd_complexity: string
    agreement_title: string
    agreement_content: string
  }
  /** /pc/api/pc/categoryconfig */
  category_config: { category: 1 | 2 | 3; img: 0 | 1 }
  /** pc/hotSearchWords: words joined with the full-width comma; pc/defaultSearchWords */
  search_words: { hot: string; default: string }
  /** pc/floatLayer */
  float_layer: { is_show: 0 | 1; img_url: string; url: string; number: number }
  /** addon/addonisexit */
  addons: Record<string, 0 | 1>
  /** config/servicer */
  servicer: { type: 'system' | 'third'; third: string }
}

export type SiteConfigKey = keyof SiteConfigs

export async function getConfig<K extends SiteConfigKey>(db: Database, key: K): Promise<SiteConfigs[K]> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirst()
  if (!row) throw new Error(`site_config ${key} is missing: was the database seeded?`)
  return row.value as SiteConfigs[K]
}

export async function setConfig<K extends SiteConfigKey>(db: Database, key: K, value: SiteConfigs[K]): Promise<void> {
  await db
    .insertInto('site_config')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute()
}

export async function patchConfig<K extends SiteConfigKey>(db: Database, key: K, patch: Partial<SiteConfigs[K]>) {
  const current = await getConfig(db, key)
  await setConfig(db, key, { ...current, ...patch })
}
