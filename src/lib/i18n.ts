import { i18n, type Messages } from '@lingui/core'
import { messages as zhCn } from '../locales/zh-cn/messages.po'
import { storage } from './storage.ts'

export type Locale = 'zh-cn' | 'en-us'
export const LOCALES: ReadonlyArray<{ code: Locale; label: string }> = [
  { code: 'zh-cn', label: '中文' },
  { code: 'en-us', label: 'English' },
]

// zh-cn, the default, ships in the main bundle; en-us loads on demand
const loaders: Record<Locale, () => Promise<Messages>> = {
  'zh-cn': async () => zhCn,
  'en-us': async () => (await import('../locales/en-us/messages.po')).messages,
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
