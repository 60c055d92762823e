import { BUYER, expect, loginByApi, shot, test, useEnglish, withoutPopups } from './fixtures.ts'
import { AccountPage } from './pages/account.ts'

// Every member account page of the seeded buyer (favourites, footprints over several days, coupons
// in every state, ledgers, recharges, withdrawals in every status, two accounts), in both languages:
// loaded, accessible, and kept as a screenshot to look at.
const PAGES: Array<[path: string, zh: string, en: string | RegExp]> = [
  ['info', '个人资料', 'Profile'],
  ['security', '账户安全', /Security/],
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

for (const english of [false, true]) {
  test(`every account page of the demo buyer loads and passes axe (${english ? 'en-us' : 'zh-cn'})`, async ({ page }) => {
    test.setTimeout(120_000)
    await withoutPopups(page)
    if (english) await useEnglish(page)
    await loginByApi(page, BUYER)
    const model = new AccountPage(page)
    for (const [path, zh, en] of PAGES) {
      await model.goto(path, english ? en : zh)
      await model.seeAccessible()
      await shot(page, `account-${path.replace(/[?=&]/g, '_')}-${english ? 'en' : 'zh'}`)
    }
    // every status of a withdrawal has its detail page
    await model.goto('withdrawal', english ? 'Withdrawals' : '提现记录')
    const details = page.getByRole('link', { name: english ? 'Details' : '详情' })
    const n = await details.count()
    expect(n).toBeGreaterThanOrEqual(4)
    for (let i = 0; i < n; i += 1) {
      await model.goto('withdrawal', english ? 'Withdrawals' : '提现记录')
      await details.nth(i).click()
      await model.seeLoaded(english ? 'Withdrawal details' : '提现详情')
      await shot(page, `account-withdrawal_detail-${i}-${english ? 'en' : 'zh'}`)
    }
  })
}
