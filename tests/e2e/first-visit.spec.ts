// Issue 13: what a first-time shopper meets — English pages in English, no link to an empty or
// missing page, missing goods/shops/articles inside the frame.
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { appTookOver, call, expect, loginByApi, openInApp, requestsOf, shot, SHOTS, SHOTS_ON, test, useEnglish, withoutPopups } from './fixtures.ts'
import { chineseText } from './english.ts'
import { expectAccessible } from './pages/a11y.ts'
import { AccountPage } from './pages/account.ts'
import { REFUND } from '../../domain/order-rules.ts'

// the tests are independent (the demo buyer's pages are only read): both workers take them
test.describe.configure({ mode: 'parallel' })

const isApi = (url: string) => new URL(url).pathname.includes('/api/')

/** the page's contract calls in flight: a wait for none (and none ended for 300 ms) */
function apiCalls(page: Page) {
  const calls = requestsOf(page, isApi)
  return { settled: () => calls.settled(300) }
}

/**
 * Follows one of the page's links as a click on it does (the router's in-app navigation: no reload, no
 * new first view), waits until the page it opens has its answers, checks it, and comes back the same
 * way. Walking every link of a page costs a route each, not a whole page load each.
 */
async function throughLink(page: Page, calls: ReturnType<typeof apiCalls>, href: string, check: () => Promise<void>) {
  const from = page.url()
  const path = new URL(href, from).pathname
  const link = page.locator(`a[href="${href}"]`).first()
  // the home renders a floor when it comes near the viewport: coming back may land above the floor
  // that holds the link, so the walk scrolls down until it is there
  await expect
    .poll(async () => {
      if ((await link.count()) > 0) return true
      await page.mouse.wheel(0, 600)
      return false
    }, { message: `${href} on ${from}`, intervals: [100], timeout: 15_000 })
    .toBe(true)
  // coming back may have loaded the page again: a click on its server-made first screen (inert until
  // the app takes over) is not the router's, and a link to the page itself then adds no history entry
  await appTookOver(page)
  await link.dispatchEvent('click')
  // the page may add its defaults to the search (?page=1): its path is enough
  await expect(page, `${href} opens`).toHaveURL((url) => url.pathname === path || /\/login\?redirect=/.test(url.href))
  await calls.settled()
  await check()
  await page.goBack()
  await expect(page, `back from ${href}`).toHaveURL(from)
}

/** the main nav's items and the footer's promises that do not fit their box (English words are longer) */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const nav = [...document.querySelectorAll('nav')].find((n) => n.querySelector('a')?.textContent?.trim() === 'Home')
    if (nav) {
      const box = nav.getBoundingClientRect()
      for (const a of nav.querySelectorAll('a')) if (a.getBoundingClientRect().right > box.right + 0.5) out.push(`nav: ${a.textContent}`)
    }
    for (const li of document.querySelectorAll('footer li, [role="contentinfo"] li')) {
      const box = li.getBoundingClientRect()
      for (const span of li.querySelectorAll('span')) {
        if (span.scrollWidth > span.clientWidth + 1 && getComputedStyle(span).textOverflow === 'ellipsis') continue
        if (span.getBoundingClientRect().right > box.right + 0.5) out.push(`footer: ${span.textContent}`)
      }
    }
    return out
  })
}

/**
 * The member pages a shopper reaches from the member menu and the pages under them, with ids of the
 * seeded buyer's data (an order, a refund, a complaint, an address).
 */
async function memberPages(token: string): Promise<string[]> {
  type Line = { order_goods_id: number; refund_status: number }
  const orders = await call<{ list: Array<{ order_id: number; order_type: number; order_goods: Line[] }> }>('/api/order/lists', { token, page: 1, page_size: 50, order_status: 'all' })
  const refunds = await call<{ list: Array<{ order_goods_id: number }> }>('/api/orderrefund/lists', { token, page: 1, page_size: 10 })
  const complaints = await call<{ list: Array<{ order_goods_id: number }> }>('/api/ordercomplain/lists', { token, page: 1, page_size: 10 })
  const addresses = await call<{ list: Array<{ id: number }> }>('/api/memberaddress/page', { token, page: 1, page_size: 10 })
  const express = orders.data.list.find((o) => o.order_type === 1)!
  const local = orders.data.list.find((o) => o.order_type === 3)
  const pickup = orders.data.list.find((o) => o.order_type === 2)
  const virtual = orders.data.list.find((o) => o.order_type === 4)
  const refundable = orders.data.list.flatMap((o) => o.order_goods).find((l) => l.refund_status === REFUND.none)
  return [
    'member/index', 'member/info', 'member/security', 'member/delivery_address', `member/address_edit?id=${addresses.data.list[0]!.id}`, 'member/address_edit',
    'member/collection', 'member/footprint', 'member/order_list', `member/order_detail?order_id=${express.order_id}`,
    ...(local ? [`member/order_detail_local_delivery?order_id=${local.order_id}`] : []),
    ...(pickup ? [`member/order_detail_pickup?order_id=${pickup.order_id}`] : []),
    ...(virtual ? [`member/order_detail_virtual?order_id=${virtual.order_id}`] : []),
    `member/logistics?order_id=${express.order_id}`, 'member/activist',
    `member/refund_detail?order_goods_id=${refunds.data.list[0]!.order_goods_id}`,
    ...(refundable ? [`member/refund?order_goods_id=${refundable.order_goods_id}`] : []),
    `member/complain?order_goods_id=${complaints.data.list[0]?.order_goods_id ?? refunds.data.list[0]!.order_goods_id}`,
    'member/verification', 'member/verification_list', 'member/account', 'member/recharge_list', 'member/recharge_order',
    'member/withdrawal', 'member/apply_withdrawal', 'member/account_list', 'member/account_edit', 'member/my_coupon', 'member/my_point',
    'member/level', 'member/signin',
  ]
}

/**
 * The links a logged-in member meets on the member home: its menu (15 or more), the home's own links
 * and the header's — as paths under /web/ (goods and shops aside: the catalog walks check those).
 */
async function memberHomeLinks(page: Page): Promise<string[]> {
  await page.goto('member/index')
  const menu = page.getByRole('navigation', { name: '会员中心菜单' })
  await expect(menu.getByRole('link').first()).toBeVisible()
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible()
  const hrefs = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="会员中心菜单"] a[href], main a[href], header a[href]')]
    return [...new Set(links.map((a) => a.getAttribute('href')!))].filter((h) => h.startsWith('/web/') && !/\/(sku|shop)-\d/.test(h))
  })
  const menuCount = await menu.getByRole('link').count()
  expect(menuCount).toBeGreaterThanOrEqual(15)
  expect(hrefs.length).toBeGreaterThan(menuCount)
  return hrefs.map((h) => h.slice('/web/'.length))
}

/** what makes the page just opened a dead end for a member: not found, a failure, no content, or a login page */
async function deadEnd(page: Page, path: string): Promise<string | null> {
  const content = page.locator('main').getByRole('heading').or(page.locator('main a[href*="/sku-"]')).first()
  const failure = page.getByTestId('not-found').or(page.locator('main [role="alert"]').filter({ hasText: /失败|错误|出错/ }))
  // the route's own code may still be on its way: its content or a failure, whichever comes
  await content.or(failure).first().waitFor({ timeout: 10_000 }).catch(() => {})
  const shown = await content.isVisible().catch(() => false)
  const notFound = await page.getByTestId('not-found').count()
  const failed = await page.locator('main [role="alert"]').filter({ hasText: /失败|错误|出错/ }).count()
  if (notFound || failed || !shown || /\/login/.test(page.url())) return `${path} → ${page.url()}${notFound ? ' (not found)' : ''}${failed ? ' (failed)' : ''}${shown ? '' : ' (no content)'}`
  return null
}

test.describe('English pages', () => {
  test('the frame, nav, category menu, footer and content pages show no Chinese', async ({ page }) => {
    test.setTimeout(120_000)
    await useEnglish(page)
    await withoutPopups(page)
    // the page's own title in the tab too: most come with the catalog their route loads (lingui.config.ts)
    const pages: Array<[string, string, string]> = [
      ['index', 'home', 'Home'],
      ['list?category_id=1&level=1', 'list', 'Product list'],
      ['category', 'category', 'Categories'],
      ['cms/help', 'help', 'Help centre'],
      ['cms/notice', 'notices', 'Announcements'],
      ['street', 'street', 'Shop street'],
      ['change_city', 'cities', 'Switch city'],
    ]
    for (const [path, name, title] of pages) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page, path).toHaveTitle(new RegExp(`^${title} - `))
      // the category menu of the frame opens on hover
      if (name === 'home') await page.getByRole('navigation').first().hover()
      expect(await chineseText(page), path).toEqual([])
      // English words are longer: no nav item cut off, no promise running under its neighbour
      expect(await cutOff(page), path).toEqual([])
      await shot(page, `en-${name}`)
    }
    await shot(page, 'en-frame')
    // the promotion pages' titles travel in the promotion catalog (their goods keep the shops' words)
    for (const [path, title] of [['promotion/seckill', 'Flash sales'], ['coupon', 'Coupon centre']] as const) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(new RegExp(`^${title} - `))
    }
  })

  test('a goods page names its category, specs, units and delivery area in English; the shop words stay', async ({ page }) => {
    await useEnglish(page)
    await withoutPopups(page)
    await page.goto('sku-1')
    await page.waitForLoadState('networkidle')
    expect(await chineseText(page)).toEqual([])
    await expect(page.locator('h1[lang="zh-CN"]')).toBeVisible()
    await shot(page, 'en-detail')
  })

  test('an English search word finds the goods', async ({ page }) => {
    await useEnglish(page)
    await withoutPopups(page)
    await page.goto('index')
    await page.getByRole('searchbox').first().fill('laptops')
    await page.getByRole('searchbox').first().press('Enter')
    await expect(page).toHaveURL(/keyword=laptops/)
    await expect(page.locator('[data-testid="goods-card"], a[href*="/sku-"]').first()).toBeVisible()
  })
})

/**
 * The i-th of n parts of a walk (each part a test of its own, so the workers share a long walk). An
 * item's part follows from the item itself, not its place in the list: every part lists the items
 * again, and an item walked by one part is walked by no other even if a list changed in between.
 */
function part(list: readonly string[], i: number, n: number): string[] {
  return list.filter((item) => hashOf(item) % n === i)
}
const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
const HOME_LINK_PARTS = 3
const MEMBER_PAGE_PARTS = { zh: 4, en: 2 }

test.describe('no dead ends', () => {
  for (let at = 0; at < HOME_LINK_PARTS; at += 1) {
    test(`every advert, floor, nav item, hot word and footer link on the home leads to a page with content (part ${at + 1} of ${HOME_LINK_PARTS})`, async ({ page }) => {
      test.setTimeout(300_000)
      await withoutPopups(page)
      await page.goto('index')
      await expect(page.getByRole('heading', { name: /1F/ }).first()).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(page.getByRole('heading', { name: /4F/ }).first()).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible()
      const hrefs = await page.evaluate(() =>
        [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.getAttribute('href')!))].filter(
          (h) => h.startsWith('/web/') && !h.includes('/sku-'),
        ),
      )
      expect(hrefs.length).toBeGreaterThan(20)
      const empty: string[] = []
      const calls = apiCalls(page)
      for (const href of part(hrefs, at, HOME_LINK_PARTS)) {
        await throughLink(page, calls, href, async () => {
          if (href.includes('/member/')) {
            // a member page sends a visitor to log in: that is a way on, not a dead end
            await expect(page, href).toHaveURL(/\/login\?redirect=/)
            return
          }
          // the page's content, a not-found card or an empty list, whichever comes
          const goods = page.locator('a[href*="/sku-"]')
          const dead = page.getByTestId('not-found').or(page.getByText(/没有找到|暂无数据|抱歉，没有/))
          await expect(page.locator('main').getByRole('heading').or(goods).or(dead).first(), href).toBeVisible({ timeout: 15_000 })
          if (href.includes('/list')) await expect(goods.or(dead).first(), href).toBeVisible({ timeout: 15_000 })
          if ((await dead.count()) > 0) empty.push(href)
        })
      }
      expect(empty).toEqual([])
    })
  }

  test('a missing goods, shop or article shows not-found inside the frame with ways on', async ({ page }) => {
    await withoutPopups(page)
    for (const path of ['sku-999999', 'shop-9999', 'cms/help-9999', 'cms/notice-9999']) {
      await page.goto(path)
      const card = page.getByTestId('not-found')
      await expect(card, path).toBeVisible()
      // the frame is there: the search box of the header and the footer
      await expect(page.getByRole('searchbox').first()).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(card.getByRole('link', { name: '返回首页' })).toBeVisible()
      await expect(page.getByRole('button', { name: /重新加载|重试/ })).toHaveCount(0)
    }
    await shot(page, 'not-found-in-frame')
  })

  test('any /member/ path asks a visitor to log in first', async ({ page }) => {
    await page.goto('member/no_such_page')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fno_such_page/)
  })
})

test.describe('readable for everyone', () => {
  for (const english of [false, true]) {
    test(`axe finds nothing serious on the pages a first visit walks (${english ? 'en-us' : 'zh-cn'})`, async ({ page }) => {
      // a bound against a hang: 8 pages with axe take minutes at a load average of 35
      test.setTimeout(600_000)
      if (english) await useEnglish(page)
      await withoutPopups(page)
      // the home a whole page load (its server-made first screen, then the app's), the others from page
      // to page in the app: axe checks what the app shows, which is the same either way
      for (const [i, path] of ['index', 'list?keyword=%E8%80%B3%E6%9C%BA', 'sku-1', 'category', 'street', 'shop-1', 'cms/help', 'brand'].entries()) {
        if (i > 0) await openInApp(page, path)
        else {
          await page.goto(path)
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
        }
        await expectAccessible(page)
      }
    })
  }
})

// Every member page of the demo buyer (favourites, footprints over several days, coupons in every
// state, ledgers, recharges, withdrawals in every status, two accounts, orders of every kind), in both
// languages: each visited once and checked for all its claims — it loads (the account pages: their
// heading, no spinner, no alert), axe finds nothing serious, in English no Chinese outside the
// member's and shops' own words — and kept as a screenshot to look at. In Chinese the same walk
// follows every link of the member home (menu, home, header) to a built page with content.
const ACCOUNT_PAGES: Array<[path: string, zh: string, en: string | RegExp]> = [
  ['info', '个人资料', 'Profile'],
  ['security', '账户安全', 'Account security'],
  ['collection', '我的关注', 'My follows'],
  ['collection?type=shop', '我的关注', 'My follows'],
  ['footprint', '我的足迹', 'My footprints'],
  ['my_coupon', '我的优惠券', 'My coupons'],
  ['my_coupon?source=platform&state=2', '我的优惠券', 'My coupons'],
  ['my_point', '我的积分', 'My points'],
  ['level', '会员等级', 'Member level'],
  ['signin', '会员签到', 'Daily sign-in'],
  ['account', '账户余额', 'Balance'],
  ['recharge_list', '余额充值', 'Top up balance'],
  ['recharge_detail?id=1', '充值详情', 'Top-up details'],
  ['recharge_order', '充值记录', 'Top-up records'],
  ['apply_withdrawal', '余额提现', 'Withdraw balance'],
  ['withdrawal', '提现记录', 'Withdrawals'],
  ['account_list', '提现账户', 'Withdrawal accounts'],
  ['account_edit', '新增账户', 'Add account'],
]

test.describe('the member pages', () => {
  for (const english of [false, true]) {
    const lang = english ? 'en' : 'zh'
    const parts = MEMBER_PAGE_PARTS[lang]
    for (let at = 0; at < parts; at += 1) {
      test(`every member page of the demo buyer loads and passes axe${english ? '; no Chinese outside the member\u2019s and shops\u2019 own words' : '; every link of the member menu, the member home and the logged-in header leads to a built page with content'} (${english ? 'en-us' : 'zh-cn'}, part ${at + 1} of ${parts})`, async ({ page }) => {
        // ~35 pages, each with axe: minutes on a busy machine
        test.setTimeout(600_000)
        if (english) await useEnglish(page)
        await withoutPopups(page)
        const token = await loginByApi(page)
        const model = new AccountPage(page)
        const member = await memberPages(token)
        const headings = new Map(ACCOUNT_PAGES.map(([path, zh, en]) => [`member/${path}`, english ? en : zh]))
        // in Chinese the walk also follows every link of the member home (menu, home, header): each
        // leads to a built page with content — the pages above once each, the others on top
        const links = english ? [] : await memberHomeLinks(page)
        const calls = apiCalls(page)
        const chinese: string[] = []
        const dead: string[] = []
        let frameChecked = false
        // the member moves from page to page in the app, as the member menu's links do: the claims are
        // about the pages (a whole load of a member page, what a bookmark opens, is what account, orders
        // and after-sale specs do; here a whole load each cost the browser ~5 times as much)
        if (english) await page.goto('member/index')
        for (const path of part([...new Set([...member, ...headings.keys(), ...links])], at, parts)) {
          await openInApp(page, path)
          if (links.includes(path)) {
            await calls.settled()
            const end = await deadEnd(page, path)
            if (end) dead.push(end)
            if (!member.includes(path) && !headings.has(path)) continue
          }
          const heading = headings.get(path)
          if (heading !== undefined) await model.seeLoaded(heading)
          const shots: string[] = []
          if (member.includes(path)) {
            await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
            if (english) {
              await expect(page.getByTestId('not-found'), path).toHaveCount(0)
              const zh = await chineseText(page)
              if (zh.length) chinese.push(`${path}: ${zh.slice(0, 5).join(' | ')}`)
              shots.push(`en-${path.replace(/[^a-z0-9_]+/gi, '_')}`)
            } else if (['member/delivery_address', 'member/order_list', 'member/account', 'member/recharge_list'].includes(path)) {
              shots.push(`zh-${path.replace(/[^a-z0-9_]+/gi, '_')}`)
            }
            // the whole page on the part's first member page, then #main (the member menu and the
            // page): the header and the footer around it are the same on every member page
            await expectAccessible(page, frameChecked ? '#main' : undefined)
            frameChecked = true
          } else {
            await model.seeAccessible()
          }
          if (heading !== undefined) shots.push(`account-${path.slice('member/'.length).replace(/[?=&]/g, '_')}-${lang}`)
          // one screenshot per page, under each name it is looked up by
          if (shots.length) await shot(page, shots[0]!)
          if (SHOTS_ON) for (const name of shots.slice(1)) copyFileSync(join(SHOTS, `${shots[0]}.png`), join(SHOTS, `${name}.png`))
        }
        expect(chinese).toEqual([])
        expect(dead).toEqual([])
        if (at > 0) return
        // every status of a withdrawal has its detail page
        await model.goto('withdrawal', english ? 'Withdrawals' : '提现记录')
        const details = page.getByRole('link', { name: english ? 'Details' : '详情' })
        // the heading shows before the list has its answer (met with the list still loading)
        await expect.poll(() => details.count(), { message: 'a withdrawal of every status is listed' }).toBeGreaterThanOrEqual(4)
        const n = await details.count()
        for (let i = 0; i < n; i += 1) {
          await model.goto('withdrawal', english ? 'Withdrawals' : '提现记录')
          await details.nth(i).click()
          await model.seeLoaded(english ? 'Withdrawal details' : '提现详情')
          await shot(page, `account-withdrawal_detail-${i}-${lang}`)
        }
      })
    }
  }
})
