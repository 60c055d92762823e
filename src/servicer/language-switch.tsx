import { useLingui } from '@lingui/react/macro'
import { activateLocale, LOCALES, type Locale } from '../lib/i18n.ts'

/** 中文 / English */
export function LanguageSwitch({ className }: { className: string }) {
  const { i18n } = useLingui()
  return LOCALES.map((l) => (
    <button key={l.code} type="button" className={className} aria-pressed={i18n.locale === l.code} onClick={() => void activateLocale(l.code as Locale)} lang={l.code === 'en-us' ? 'en' : 'zh-CN'}>
      {l.label}
    </button>
  ))
}
