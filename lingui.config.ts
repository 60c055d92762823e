import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// zh-cn is the source language and the default; en-us must be complete (checked by npm run i18n:check)
export default defineConfig({
  sourceLocale: 'zh-cn',
  locales: ['zh-cn', 'en-us'],
  fallbackLocales: { default: 'zh-cn' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/machines'] }],
  format: formatter({ lineNumbers: false }),
})
