import { i18n, type Messages } from '@lingui/core'
import { messages as zhCommon } from '../locales/zh-cn/common.po'
import { storage } from './storage.ts'

export type Locale = 'zh-cn' | 'en-us'
export const LOCALES: ReadonlyArray<{ code: Locale; label: string }> = [
  { code: 'zh-cn', label: '中文' },
  { code: 'en-us', label: 'English' },
]

/** catalogs that load with the routes that use them (lingui.config.ts); `common` is always there */
export type CatalogDomain = 'frame' | 'account' | 'catalog' | 'content' | 'checkout' | 'cart' | 'order' | 'promotion' | 'chat' | 'servicer'
type Catalog = 'common' | CatalogDomain

// zh-cn common (the frame, the home page, every route title) ships in the first-load bundle;
// every other catalog is fetched when needed (one glob: the first load carries one line per file);
// `servicer`, the agent console's, is added by the console's own build: withServicerCatalog
const lazyCatalogs: Record<string, () => Promise<Messages>> = import.meta.glob<Messages>(
  ['../locales/*/*.po', '!../locales/zh-cn/common.po', '!../locales/*/servicer.po'],
  { import: 'messages' },
)
const loadCatalog = (locale: Locale, catalog: Catalog): Promise<Messages> =>
  locale === 'zh-cn' && catalog === 'common' ? Promise.resolve(zhCommon) : lazyCatalogs[`../locales/${locale}/${catalog}.po`]!()

/**
 * The agent console's catalog (decision 013). The console is a build of its own: it calls this once,
 * and the storefront's build, which never does, carries none of it in its first load.
 */
export function withServicerCatalog() {
  lazyCatalogs['../locales/zh-cn/servicer.po'] = async () => (await import('../locales/zh-cn/servicer.po')).messages
  lazyCatalogs['../locales/en-us/servicer.po'] = async () => (await import('../locales/en-us/servicer.po')).messages
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Merge catalogs. A message can sit in several; one where it is still untranslated compiles to the
 * source text (zh) and must not hide another's translation.
 */
export function mergeCatalogs(catalogs: Messages[], source: Messages): Messages {
  const out: Messages = {}
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in out) || (same(out[id], source[id]) && !same(message, source[id]))) out[id] = message
    }
  }
  return out
}

const loadedDomains = new Set<CatalogDomain>()

async function messagesFor(locale: Locale, catalogs: Catalog[]): Promise<Messages> {
  const list = await Promise.all(catalogs.map((c) => loadCatalog(locale, c)))
  return locale === 'zh-cn' ? Object.assign({}, ...list) : mergeCatalogs(list, zhCommon)
}

const currentLocale = () => (i18n.locale || savedLocale()) as Locale

/**
 * make a domain's messages available in the current language (route beforeLoad). A language switch
 * while they load: the domain is loaded again, in the new language (never counted as loaded for a
 * language that did not get it).
 */
export async function loadCatalogs(...domains: CatalogDomain[]) {
  for (;;) {
    const missing = domains.filter((d) => !loadedDomains.has(d))
    if (!missing.length) return
    const locale = currentLocale()
    const messages = await messagesFor(locale, missing)
    if (currentLocale() !== locale) continue
    for (const d of missing) loadedDomains.add(d)
    i18n.load(locale, mergeCatalogs([messages, i18n.messages], {}))
    return
  }
}

/**
 * the language's messages (common and the domains loaded so far), active: no page, no storage. A
 * domain that finished loading in the old language meanwhile is fetched in this one too.
 */
export async function loadLocale(locale: Locale) {
  let domains: CatalogDomain[]
  let messages: Messages
  do {
    domains = [...loadedDomains]
    messages = await messagesFor(locale, ['common', ...domains])
  } while (loadedDomains.size !== domains.length)
  i18n.loadAndActivate({ locale, messages })
}

export async function activateLocale(locale: Locale) {
  await loadLocale(locale)
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
  storage.update('app', { lang: locale })
  // the server embeds the first view's answers in this language (decision 012)
  document.cookie = `bazaar_lang=${locale}; path=/; max-age=31536000; samesite=lax`
}

export function savedLocale(): Locale {
  const lang = storage.get('app').lang
  return lang === 'en-us' ? 'en-us' : 'zh-cn'
}

export { i18n }
