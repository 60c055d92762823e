import { i18n, type Messages } from '@lingui/core'
import { messages as zhCommon } from '../locales/zh-cn/common.po'
import { messages as zhAccount } from '../locales/zh-cn/account.po'
import { messages as zhCatalog } from '../locales/zh-cn/catalog.po'
import { messages as zhContent } from '../locales/zh-cn/content.po'
import { storage } from './storage.ts'

export type Locale = 'zh-cn' | 'en-us'
export const LOCALES: ReadonlyArray<{ code: Locale; label: string }> = [
  { code: 'zh-cn', label: '中文' },
  { code: 'en-us', label: 'English' },
]

// zh-cn, the default, ships in the main bundle; en-us loads on demand. Catalogs are per domain
// (lingui.config.ts) and merged here.
const zhMessages: Messages = { ...zhCommon, ...zhAccount, ...zhCatalog, ...zhContent }

/**
 * Merge per-domain catalogs. A message can sit in several catalogs; one where it is still
 * untranslated compiles to the source text and must not hide another's translation.
 */
export function mergeCatalogs(catalogs: Messages[], source: Messages): Messages {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const out: Messages = {}
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in out) || (same(out[id], source[id]) && !same(message, source[id]))) out[id] = message
    }
  }
  return out
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  'zh-cn': async () => zhMessages,
  'en-us': async () => {
    const [common, account, catalog, content] = await Promise.all([
      import('../locales/en-us/common.po'),
      import('../locales/en-us/account.po'),
      import('../locales/en-us/catalog.po'),
      import('../locales/en-us/content.po'),
    ])
    return mergeCatalogs([common.messages, account.messages, catalog.messages, content.messages], zhMessages)
  },
}

export async function activateLocale(locale: Locale) {
  const messages = await loaders[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
  storage.update('app', { lang: locale })
}

export function savedLocale(): Locale {
  const lang = storage.get('app').lang
  return lang === 'en-us' ? 'en-us' : 'zh-cn'
}

export { i18n }
