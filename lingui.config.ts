import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// zh-cn is the source language and the default; en-us must be complete (npm run i18n:check).
// One catalog per domain, so work on one area never rewrites another's translations; the app
// merges them at run time (src/lib/i18n.ts).
// ui parts no first load uses: their messages travel with the domains that show them
const UI_LATER = ['pagination', 'countdown', 'confirm-dialog', 'dialog'].map((name) => `<rootDir>/src/ui/${name}.tsx`)
// the member account pages' routes: their titles travel in `account`, which the member layout loads
// before any of them renders (the first load carries only the other routes' titles)
const ACCOUNT_ROUTES = ['info', 'collection', 'footprint', 'my_coupon', 'my_point', 'level', 'signin', 'account', 'recharge_list', 'recharge_detail',
  'recharge_order', 'apply_withdrawal', 'withdrawal', 'withdrawal_detail', 'account_list', 'account_edit'].map((name) => `<rootDir>/src/routes/_main/_member/member/${name}.tsx`)
// ui parts only the login pages and the member account use: their messages travel in `account`
const UI_ACCOUNT = ['captcha-field', 'code-fields', 'setting-row'].map((name) => `<rootDir>/src/ui/${name}.tsx`)

// the order routes' titles travel with the order catalog (loaded in their beforeLoad), not the first load
const ORDER_ROUTES = ['order_list', 'order_detail', 'order_detail_pickup', 'order_detail_local_delivery', 'order_detail_virtual', 'logistics', 'activist',
  'refund', 'refund_detail', 'complain', 'verification', 'verification_list', 'verification_detail'].map((name) => `<rootDir>/src/routes/_main/_member/member/${name}.tsx`)
  .concat('<rootDir>/src/routes/_main/_member/evaluate.tsx')

const FRAME_LATER = ['site-footer', 'side-tools', 'not-found-page', 'route-error-page', 'closed-page', 'copyright-bar'].map(
  (name) => `<rootDir>/src/features/layout/components/${name}.tsx`,
)

// A route whose beforeLoad loads a domain's catalog (`beforeLoad: () => loadCatalogs('promotion')`)
// has its messages — its title — in that catalog: it is there before the route renders, and the
// first load does not carry it (decision 003). The first domain named is the one.
const routesDir = join(import.meta.dirname, 'src/routes')
const ROUTES_BY_DOMAIN = new Map<string, string[]>()
for (const file of readdirSync(routesDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.tsx')) continue
  const domain = /beforeLoad: \(\) => loadCatalogs\('(\w+)'/.exec(readFileSync(join(routesDir, file), 'utf8'))?.[1]
  if (domain) ROUTES_BY_DOMAIN.set(domain, [...(ROUTES_BY_DOMAIN.get(domain) ?? []), `<rootDir>/src/routes/${file}`])
}
const routesOf = (domain: string) => ROUTES_BY_DOMAIN.get(domain) ?? []
const DOMAIN_ROUTES = [...ROUTES_BY_DOMAIN.values()].flat()

export default defineConfig({
  sourceLocale: 'zh-cn',
  locales: ['zh-cn', 'en-us'],
  fallbackLocales: { default: 'zh-cn' },
  // common ships with the first load (the frame, the home page and every route's title); the other
  // domains load with the routes that use them (src/lib/i18n.ts loadCatalogs, in route beforeLoad)
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/ui', '<rootDir>/src/lib', '<rootDir>/src/features/layout', '<rootDir>/src/routes',
        '<rootDir>/src/features/catalog/home', '<rootDir>/src/features/catalog/components/smart-link.tsx',
        '<rootDir>/src/features/city/components/current-city.tsx'],
      exclude: [...FRAME_LATER, ...UI_LATER, ...UI_ACCOUNT, ...ACCOUNT_ROUTES, ...ORDER_ROUTES, ...DOMAIN_ROUTES],
    },
    {
      // the parts of the frame that load after the first paint, or only when needed
      path: '<rootDir>/src/locales/{locale}/frame',
      include: [...FRAME_LATER, ...routesOf('frame')],
    },
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: ['<rootDir>/src/features/auth', '<rootDir>/src/features/member', '<rootDir>/src/features/account', '<rootDir>/machines', ...UI_LATER, ...UI_ACCOUNT, ...ACCOUNT_ROUTES, ...routesOf('account')],
    },
    {
      path: '<rootDir>/src/locales/{locale}/catalog',
      include: ['<rootDir>/src/features/catalog', ...UI_LATER, ...routesOf('catalog')],
      exclude: ['<rootDir>/src/features/catalog/home'],
    },
    {
      // the order-confirm page, the cashier, the result and the address book
      path: '<rootDir>/src/locales/{locale}/checkout',
      include: ['<rootDir>/src/features/checkout', '<rootDir>/src/features/address', ...UI_LATER, ...routesOf('checkout')],
    },
    {
      // the cart panel, /cart and the purchase buttons' messages (loaded with the panel and the page)
      path: '<rootDir>/src/locales/{locale}/cart',
      include: ['<rootDir>/src/features/cart', ...UI_LATER, ...routesOf('cart')],
    },
    {
      // after the purchase: orders, reviews, refunds, complaints, the verification counter
      path: '<rootDir>/src/locales/{locale}/order',
      include: ['<rootDir>/src/features/order', ...ORDER_ROUTES, ...UI_LATER, ...routesOf('order')],
    },
    {
      // the customer-service dialog and the chat parts the agent console shares (loaded when the chat opens, or with the console)
      path: '<rootDir>/src/locales/{locale}/chat',
      include: ['<rootDir>/src/features/chat', ...UI_LATER, ...routesOf('chat')],
    },
    {
      // the agent console at /web/servicer/ (its own build; with common and chat)
      path: '<rootDir>/src/locales/{locale}/servicer',
      include: ['<rootDir>/src/servicer'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/content',
      include: ['<rootDir>/src/features/shop', '<rootDir>/src/features/cms', '<rootDir>/src/features/city', ...UI_LATER, ...routesOf('content')],
    },
    {
      // flash sales, group buys, bundles, topics, the coupon centre (and their home / goods-detail parts)
      path: '<rootDir>/src/locales/{locale}/promotion',
      include: ['<rootDir>/src/features/promotion', ...UI_LATER, ...routesOf('promotion')],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
