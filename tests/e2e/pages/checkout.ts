import { expect, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** the address form, on the address page or in the order-confirm page's dialog */
export class AddressFormModel {
  readonly page: Page
  readonly scope: ReturnType<Page['locator']>
  constructor(page: Page, scope: ReturnType<Page['locator']>) {
    this.page = page
    this.scope = scope
  }
  async fillIn(a: { name: string; mobile: string; province: string; city: string; district: string; address: string }) {
    await this.scope.getByLabel('收货人').fill(a.name)
    await this.scope.getByLabel('手机号').fill(a.mobile)
    await this.scope.getByRole('combobox', { name: '省份' }).selectOption({ label: a.province })
    // the next level loads from the region data once the level above is chosen
    await expect(this.scope.getByRole('combobox', { name: '城市' }).locator('option', { hasText: a.city }).first()).toBeAttached()
    await this.scope.getByRole('combobox', { name: '城市' }).selectOption({ label: a.city })
    await expect(this.scope.getByRole('combobox', { name: '区县' }).locator('option', { hasText: a.district })).toBeAttached()
    await this.scope.getByRole('combobox', { name: '区县' }).selectOption({ label: a.district })
    await this.scope.getByLabel('详细地址').fill(a.address)
  }
  async save() {
    await this.scope.getByRole('button', { name: '保存' }).click()
  }
  /** a region select's options, as a screen reader lists them */
  async optionsOf(level: '省份' | '城市' | '区县') {
    return this.scope.getByRole('combobox', { name: level }).locator('option').allInnerTexts()
  }
}

/** /payment: the order-confirm page */
export class PaymentPage extends PageModel {
  async goto(type?: string) {
    await this.page.goto(type ? `payment?type=${type}` : 'payment')
  }
  async seeLoaded() {
    await expect(this.page.getByRole('heading', { name: '确认订单' })).toBeVisible()
    await expect(this.page.getByTestId('pay-money')).toBeVisible()
  }
  shop(name: string | RegExp) {
    return this.page.getByTestId('shop-block').filter({ has: this.page.getByRole('heading', { name }) })
  }
  addressDialog() {
    return new AddressFormModel(this.page, this.page.getByRole('dialog', { name: '新增收货地址' }))
  }
  async openAddAddress() {
    await this.page.getByRole('button', { name: '+ 新增收货地址' }).click()
    await expect(this.page.getByRole('dialog', { name: '新增收货地址' })).toBeVisible()
  }
  async seeShipTo(text: string | RegExp) {
    await expect(this.page.getByRole('radio', { name: text, checked: true })).toBeVisible()
  }
  async chooseDelivery(shop: string | RegExp, type: '物流配送' | '门店自提' | '同城配送') {
    await this.shop(shop).getByRole('radio', { name: type }).click()
  }
  async seeDelivery(shop: string | RegExp, type: '物流配送' | '门店自提' | '同城配送') {
    await expect(this.shop(shop).getByRole('radio', { name: type })).toHaveAttribute('aria-checked', 'true')
  }
  async pickStore(index = 0) {
    const dialog = this.page.getByRole('dialog', { name: '选择自提门店' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: /^选择 / }).nth(index).click()
    await expect(dialog).toBeHidden()
  }
  async pickTime(shop: string | RegExp) {
    const select = this.shop(shop).getByLabel('送达时间')
    const value = await select.locator('option').nth(1).getAttribute('value')
    await select.selectOption(value!)
  }
  async chooseShopCoupon(shop: string | RegExp, label: string | RegExp) {
    const select = this.shop(shop).getByLabel('店铺优惠券')
    const option = select.locator('option').filter({ hasText: label })
    await select.selectOption((await option.getAttribute('value'))!)
  }
  /** a shop card's amounts in fen, as the card shows them: + goods and delivery, − what is taken off, and its total */
  async shopMoney(shop: string | RegExp | number) {
    const card = typeof shop === 'number' ? this.page.getByTestId('shop-block').nth(shop) : this.shop(shop)
    const parts = card.getByTestId('shop-money').locator(':scope > div')
    const out: Array<{ label: string; fen: number; part: string }> = []
    for (const row of await parts.all()) {
      const label = (await row.getByRole('term').innerText()).trim()
      const text = (await row.getByRole('definition').innerText()).replace(/[-￥\s]/g, '')
      out.push({ label, fen: Math.round(Number(text) * 100), part: (await row.getAttribute('data-part'))! })
    }
    return out
  }
  async payMoney() {
    return (await this.page.getByTestId('pay-money').innerText()).replace(/[￥\s]/g, '')
  }
  /** waits until the calculation after a change has arrived */
  async settled() {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0)
  }
  async submit() {
    await this.page.getByRole('button', { name: '提交订单' }).click()
  }
  async useBalance() {
    await this.page.getByRole('checkbox', { name: /使用余额/ }).click()
  }
  async enterPayPassword(password: string) {
    const dialog = this.page.getByRole('dialog', { name: '请输入支付密码' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('使用余额支付需要验证 6 位数字支付密码').fill(password)
    await dialog.getByRole('button', { name: '确认支付' }).click()
  }
}

/** /pay: the cashier */
export class CashierPage extends PageModel {
  async seeLoaded(amount: string) {
    await expect(this.page.getByRole('heading', { name: '订单提交成功，请尽快付款！' })).toBeVisible()
    await expect(this.page.getByTestId('pay-amount')).toHaveText(`￥${amount}`)
  }
  /** the countdown to the unpaid payment's automatic close is shown and ticks */
  async seeCloseCountdown() {
    const countdown = this.page.getByTestId('pay-countdown')
    await expect(countdown).toContainText('剩余支付时间')
    await expect(countdown).toContainText(/\d\d:\d\d:\d\d/)
    const timer = countdown.getByRole('timer')
    const first = await timer.getAttribute('aria-label')
    expect(first).toMatch(/^剩余 \d+ 小时 \d+ 分 \d+ 秒$/)
    await expect(timer).not.toHaveAttribute('aria-label', first!, { timeout: 3000 })
  }
  async payWith(method: '支付宝支付' | '微信支付') {
    await this.page.getByRole('radio', { name: method }).click()
    await this.page.getByRole('button', { name: '立即支付' }).click()
  }
  /** back from cancelling at the gateway: the page says the payment was not made and offers it again */
  async seeCancelled() {
    await expect(this.page.getByRole('heading', { name: '支付未完成' })).toBeVisible()
    await expect(this.page.getByRole('alert')).toContainText('您已取消支付，本次未扣款，订单仍待付款')
    await expect(this.page.getByRole('button', { name: '重新支付' })).toBeEnabled()
  }
  async payAgainWith(method: '支付宝支付' | '微信支付') {
    await this.page.getByRole('radio', { name: method }).click()
    await this.page.getByRole('button', { name: '重新支付' }).click()
  }
  /** the out_trade_no in the URL (an old link may carry it quoted: ?code=%22…%22) */
  code() {
    return new URL(this.page.url()).searchParams.get('code')!.replaceAll('"', '')
  }
}

/** the sandbox gateway page the server serves */
export class GatewayPage extends PageModel {
  async seeAmount(amount: string) {
    await expect(this.page.getByTestId('amount')).toHaveText(`￥${amount}`)
  }
  async approve() {
    await this.page.getByRole('button', { name: /确认支付/ }).click()
  }
  async cancel() {
    await this.page.getByRole('button', { name: /取消支付/ }).click()
  }
}

/** /result */
export class ResultPage extends PageModel {
  async seePaid(amount: string) {
    await expect(this.page.getByRole('heading', { name: '支付成功' })).toBeVisible()
    await expect(this.page.getByTestId('pay-result')).toContainText(`￥${amount}`)
    await expect(this.page.getByTestId('pay-result').getByRole('link', { name: '会员中心' })).toBeVisible()
    await expect(this.page.getByTestId('pay-result').getByRole('link', { name: '回到首页' })).toBeVisible()
  }
  /** the way to what was just paid for: 查看订单 (one order) or 查看订单（n 个）(several) */
  orderLink(count = 1) {
    return this.page.getByTestId('pay-result').getByRole('link', { name: count === 1 ? '查看订单' : `查看订单（${count} 个）`, exact: true })
  }
  async seeFailed() {
    await expect(this.page.getByRole('heading', { name: '支付失败' })).toBeVisible()
    await expect(this.page.getByTestId('pay-result').getByRole('link', { name: '重新支付' })).toBeVisible()
  }
}

/** /member/delivery_address and /member/address_edit */
export class AddressBookPage extends PageModel {
  async goto() {
    await this.page.goto('member/delivery_address')
    await expect(this.page.getByRole('heading', { name: '收货地址', level: 1 })).toBeVisible()
  }
  cards() {
    return this.page.getByTestId('address-card')
  }
  card(name: string) {
    return this.cards().filter({ hasText: name })
  }
  async add() {
    await this.page.getByRole('link', { name: '新增收货地址' }).click()
    await expect(this.page.getByRole('heading', { name: '新增收货地址' })).toBeVisible()
    return new AddressFormModel(this.page, this.page.getByRole('main'))
  }
  async edit(name: string) {
    await this.card(name).getByRole('link', { name: `编辑 ${name} 的地址` }).click()
    await expect(this.page.getByRole('heading', { name: '编辑收货地址', level: 1 })).toBeVisible()
    return new AddressFormModel(this.page, this.page.getByRole('main'))
  }
  async setDefault(name: string) {
    await this.card(name).getByRole('button', { name: '设为默认' }).click()
    await expect(this.card(name).getByText('默认', { exact: true })).toBeVisible()
  }
  async remove(name: string) {
    await this.card(name).getByRole('button', { name: `删除 ${name} 的地址` }).click()
    await this.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect(this.card(name)).toHaveCount(0)
  }
}

/** /member/security: the pay password */
export class SecurityPage extends PageModel {
  async goto() {
    await this.page.goto('member/security')
    await expect(this.page.getByRole('heading', { name: '账户安全' })).toBeVisible()
  }
  async sendCode() {
    await this.page.getByRole('button', { name: '设置支付密码' }).click()
    await this.page.getByRole('button', { name: '获取验证码' }).click()
    await expect(this.page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
  }
  async verify(code: string) {
    await this.page.getByLabel('短信验证码').fill(code)
    await this.page.getByRole('button', { name: '下一步' }).click()
  }
  async setPassword(password: string, again = password) {
    // the input, not the 支付密码 row (a region named by its heading)
    await this.page.locator('input').and(this.page.getByLabel('支付密码', { exact: true })).fill(password)
    await this.page.getByLabel('确认支付密码').fill(again)
    await this.page.getByRole('button', { name: '确定' }).click()
  }
  async seeSet() {
    await expect(this.page.getByRole('region', { name: '支付密码' }).getByText('已设置')).toBeVisible()
  }
}
