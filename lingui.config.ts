import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// zh-cn is the source language and the default; en-us must be complete (npm run i18n:check).
// One catalog per domain, so work on one area never rewrites another's translations; the app
// merges them at run time (src/lib/i18n.ts).
export default defineConfig({
  sourceLocale: 'zh-cn',
  locales: ['zh-cn', 'en-us'],
  fallbackLocales: { default: 'zh-cn' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/ui', '<rootDir>/src/lib', '<rootDir>/src/features/layout', '<rootDir>/src/routes/__root.tsx',
        '<rootDir>/src/routes/_main.tsx', '<rootDir>/src/routes/closed.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: ['<rootDir>/src/features/auth', '<rootDir>/src/features/member', '<rootDir>/machines',
        '<rootDir>/src/routes/_auth.tsx', '<rootDir>/src/routes/_auth', '<rootDir>/src/routes/auth', '<rootDir>/src/routes/member.tsx', '<rootDir>/src/routes/member'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/catalog',
      include: ['<rootDir>/src/features/catalog', '<rootDir>/src/routes/_main'],
      exclude: ['<rootDir>/src/routes/_main/cms', '<rootDir>/src/routes/_main/street.tsx', '<rootDir>/src/routes/_main/change_city.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/content',
      include: ['<rootDir>/src/features/shop', '<rootDir>/src/features/cms', '<rootDir>/src/features/city',
        '<rootDir>/src/routes/_main/cms', '<rootDir>/src/routes/_main/street.tsx', '<rootDir>/src/routes/_main/change_city.tsx',
        '<rootDir>/src/routes/_shopLayout.tsx', '<rootDir>/src/routes/_shopLayout', '<rootDir>/src/routes/shop.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
