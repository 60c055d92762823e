import { call, expect, loginByApi, ops, shot, test, useEnglish, type Member } from './fixtures.ts'
import { AddressBookPage, CashierPage, GatewayPage, PaymentPage, ResultPage, SecurityPage } from './pages/checkout.ts'
import type { Page } from '@playwright/test'
import { EXPRESS_SKU } from './order-setup.ts'

// A shopper checks out (issue 8): the order-confirm page, the cashier, the sandbox gateway and the
// result, with the address book and the pay password they need. Seeded goods (deterministic seed):
// sku 1837 of shop 1 (数码旗舰: express, 2 pickup stores, local delivery with time slots), sku 823 of
// shop 2 (家电: express, pickup), sku 559 of shop 3 (超市).
const SHOP1 = /数码旗舰/
const SHOP2 = /家电旗舰/

const BEIJING = { province: '北京市', city: '北京市', district: '东城区' }

async function cartIds(token: string): Promise<string> {
  const res = await call<Array<{ cart_id: number }>>('/api/cart/lists', { token })
  return res.data.map((l) => l.cart_id).join(',')
}

/** what the goods detail or the cart stores before going to /payment (spec §3 create-order data) */
async function storeOrderData(page: Page, data: Record<string, unknown>) {
  await page.addInitScript((normal) => localStorage.setItem('bazaar.order', JSON.stringify({ normal })), data)
}

async function addAddressByApi(token: string) {
  const res = await call<number>('/api/memberaddress/add', { token, name: '测试收货人', mobile: '13700001111', province_id: 110000, city_id: 110100, district_id: 110101, address: '东长安街 1 号' })
  expect(res.code).toBe(0)
}

const freshMobile = () => `139${String(Date.now()).slice(-8)}`

async function smsCode(mobile: string): Promise<string> {
  const outbox = await ops('sms:outbox', mobile)
  const line = outbox.split('\n').find((l) => l.startsWith(mobile) && l.includes('pay_password'))
  return line!.split(/\s+/)[2]!
}

test('a shopper checks out two shops: address in the dialog, delivery types, a coupon, pays through the gateway', async ({ page, member }) => {
  // a long walk (address dialog, two shops, coupon, gateway, result): more time on a busy machine
  test.slow()
  await ops('cart:add', member.username, String(EXPRESS_SKU))
  await ops('cart:add', member.username, '823')
  await ops('coupon:give', member.username, '1', '10', '99')
  const token = await loginByApi(page, member)
  await storeOrderData(page, { cart_ids: await cartIds(token) })

  const payment = new PaymentPage(page)
  await payment.goto()
  await payment.seeLoaded()
  // a new member has no address: add one in the dialog, with the region cascade
  await payment.openAddAddress()
  const form = payment.addressDialog()
  await shot(page, 'payment-address-dialog-zh')
  await form.save()
  await expect(page.getByRole('dialog').getByText('请输入正确的 11 位手机号')).toBeVisible()
  await form.fillIn({ name: '张三', mobile: '13800001234', ...BEIJING, address: '东长安街 1 号' })
  await form.save()
  await expect(page.getByRole('dialog')).toBeHidden()
  await payment.seeShipTo(/张三/)

  // shop 1: local delivery with a time slot; shop 2: pickup at a store
  await payment.chooseDelivery(SHOP1, '同城配送')
  await payment.seeDelivery(SHOP1, '同城配送')
  await payment.pickTime(SHOP1)
  await payment.chooseDelivery(SHOP2, '门店自提')
  // choosing pickup opens the store picker
  await payment.pickStore(1)
  await payment.seeDelivery(SHOP2, '门店自提')
  await expect(payment.shop(SHOP2).getByTestId('chosen-store')).toContainText('徐家汇')
  // the shop coupon: none, then the coupon again — the total follows the server's calculation
  await payment.settled()
  await payment.chooseShopCoupon(SHOP1, '不使用优惠券')
  await payment.settled()
  const without = await payment.payMoney()
  await payment.chooseShopCoupon(SHOP1, /满99减10/)
  await payment.settled()
  const withCoupon = await payment.payMoney()
  expect(Math.round((Number(without) - Number(withCoupon)) * 100)).toBe(1000)
  await shot(page, 'payment-zh')
  await payment.submit()

  await expect(page).toHaveURL(/\/web\/pay\?code=/)
  const cashier = new CashierPage(page)
  await cashier.seeLoaded(withCoupon)
  await cashier.seeCloseCountdown()
  await cashier.seeAccessible()
  await shot(page, 'pay-zh')
  const code = cashier.code()
  await cashier.payWith('支付宝支付')

  // the sandbox gateway (served by our server), then back to /result
  await expect(page).toHaveURL(/\/sandbox\/gateway\?/)
  const gateway = new GatewayPage(page)
  await gateway.seeAmount(withCoupon)
  await shot(page, 'gateway')
  await gateway.approve()
  await expect(page).toHaveURL(new RegExp(`/web/result\\?code=(%22)?${code}`))
  const result = new ResultPage(page)
  await result.seePaid(withCoupon)
  await result.seeAccessible()
  await shot(page, 'result-paid-zh')

  // on the server: one payment, paid, one order per shop, the cart emptied
  const info = await call<{ pay_status: number; pay_money: string; order_list: Array<{ site_name: string; order_status: number }> }>('/api/pay/info', { token, out_trade_no: code })
  expect(info.data.pay_status).toBe(2)
  expect(info.data.pay_money).toBe(withCoupon)
  expect(info.data.order_list).toHaveLength(2)
  expect(info.data.order_list.map((o) => o.site_name).join()).toMatch(SHOP1)
  expect(info.data.order_list.map((o) => o.site_name).join()).toMatch(SHOP2)
  expect((await call<unknown[]>('/api/cart/lists', { token })).data).toEqual([])
})

test('pays with balance after setting the pay password on /member/security', async ({ page, member }) => {
  const mobile = freshMobile()
  await ops('member:mobile', member.username, mobile)
  await ops('member:balance', member.username, '500')
  const token = await loginByApi(page, member)
  await addAddressByApi(token)

  const security = new SecurityPage(page)
  await security.goto()
  await expect(page.getByText('未设置')).toBeVisible()
  await security.sendCode()
  await security.seeAccessible()
  await security.verify(await smsCode(mobile))
  await security.setPassword('123456', '654321')
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible()
  await security.setPassword('123456')
  await security.seeSet()
  await shot(page, 'security-zh')

  // buy now: {sku_id, num}
  await storeOrderData(page, { sku_id: 559, num: 2 })
  const payment = new PaymentPage(page)
  await payment.goto()
  await payment.seeLoaded()
  await payment.seeAccessible()
  await payment.useBalance()
  await payment.settled()
  await expect(page.getByTestId('pay-money')).toHaveText('￥0.00')
  await payment.submit()
  await payment.enterPayPassword('111111')
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('支付密码')
  await payment.enterPayPassword('123456')
  // nothing left to pay: straight to the result
  await expect(page).toHaveURL(/\/web\/result\?code=/)
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
  const detail = await call<{ balance: string }>('/api/member/detail', { token })
  expect(Number(detail.data.balance)).toBeLessThan(500)
})

test('the address book: add, edit, set default, delete (not the default)', async ({ page, member }) => {
  await loginByApi(page, member)
  const book = new AddressBookPage(page)
  await book.goto()
  await expect(page.getByText('您还没有收货地址')).toBeVisible()
  let form = await book.add()
  await form.fillIn({ name: '王一', mobile: '13800001111', ...BEIJING, address: '王府井大街 1 号' })
  await form.save()
  await expect(book.cards()).toHaveCount(1)
  // the first address is the default one, and has no delete link
  await expect(book.card('王一').getByText('默认', { exact: true })).toBeVisible()
  await expect(book.card('王一').getByRole('button', { name: /删除/ })).toHaveCount(0)
  form = await book.add()
  await form.fillIn({ name: '李二', mobile: '13800002222', province: '广东省', city: '深圳市', district: '南山区', address: '科技园 2 号' })
  await form.save()
  await expect(book.cards()).toHaveCount(2)
  await book.seeAccessible()
  await shot(page, 'address-book-zh')
  form = await book.edit('李二')
  await shot(page, 'address-edit-zh')
  await page.getByRole('main').getByLabel('收货人').fill('李二二')
  await form.save()
  await expect(book.card('李二二')).toContainText('广东省 深圳市 南山区')
  await book.setDefault('李二二')
  await expect(book.card('王一').getByText('默认', { exact: true })).toHaveCount(0)
  await book.remove('王一')
  await expect(book.cards()).toHaveCount(1)
})

async function unpaidOrder(page: Page, member: Member) {
  const token = await loginByApi(page, member)
  await addAddressByApi(token)
  const created = await call<string>('/api/ordercreate/create', { token, sku_id: 559, num: 1 })
  expect(created.code).toBe(0)
  return { token, code: created.data }
}

test('cancelling on the gateway leaves the payment open; /result says failed; WeChat shows a QR code', async ({ page, member }) => {
  const { code } = await unpaidOrder(page, member)
  await page.goto(`pay?code=${code}`)
  const cashier = new CashierPage(page)
  await cashier.payWith('微信支付')
  const qr = page.getByTestId('pay-qrcode')
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  await shot(page, 'pay-wechat-zh')
  await page.keyboard.press('Escape')
  await cashier.payWith('支付宝支付')
  await new GatewayPage(page).cancel()
  await expect(page).toHaveURL(new RegExp(`/web/pay\\?code=(%22)?${code}`))
  await page.goto(`result?code=${code}`)
  const result = new ResultPage(page)
  await result.seeFailed()
  await result.seeAccessible()
  await shot(page, 'result-failed-zh')
})

test('nothing stored: /payment says so and leads back to the cart', async ({ page, member }) => {
  await loginByApi(page, member)
  await page.goto('payment')
  await expect(page.getByText('没有待确认的商品')).toBeVisible()
  await expect(page.getByRole('link', { name: '去购物车' })).toBeVisible()
})

test('the checkout pages in English', async ({ page, member }) => {
  await useEnglish(page)
  const mobile = freshMobile()
  await ops('member:mobile', member.username, mobile)
  await ops('member:balance', member.username, '20')
  await ops('cart:add', member.username, String(EXPRESS_SKU))
  await ops('cart:add', member.username, '823')
  const token = await loginByApi(page, member)
  await addAddressByApi(token)
  await storeOrderData(page, { cart_ids: await cartIds(token) })
  await page.goto('payment')
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible()
  await expect(page.getByTestId('pay-money')).toBeVisible()
  await shot(page, 'payment-en')
  await page.getByRole('button', { name: '+ Add an address' }).click()
  await expect(page.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible()
  await shot(page, 'payment-address-dialog-en')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/web\/pay\?code=/)
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible()
  await shot(page, 'pay-en')
  const code = new CashierPage(page).code()
  await page.goto(`result?code=${code}`)
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible()
  await shot(page, 'result-failed-en')
  await page.goto('member/delivery_address')
  await expect(page.getByRole('heading', { name: 'Delivery addresses', level: 1 })).toBeVisible()
  await shot(page, 'address-book-en')
  await page.goto('member/address_edit')
  await shot(page, 'address-edit-en')
  await page.goto('member/security')
  await page.getByRole('button', { name: 'Set pay password' }).click()
  await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible()
  await shot(page, 'security-en')
})

/** every shop card adds up on its own, and the cards add up to what the page asks to pay */
async function cardsAddUp(payment: PaymentPage, platformLabel: string) {
  const cards = await payment.page.getByTestId('shop-block').count()
  expect(cards).toBe(2)
  let totals = 0
  let shares = 0
  for (let i = 0; i < cards; i++) {
    const parts = await payment.shopMoney(i)
    const total = parts.find((p) => p.part === 'total')!.fen
    const lines = parts.filter((p) => p.part !== 'total').reduce((sum, p) => sum + (p.part === 'minus' ? -p.fen : p.fen), 0)
    expect(lines, JSON.stringify(parts)).toBe(total)
    // each shop shows its share of the platform coupon as a line of its own
    const share = parts.find((p) => p.label === platformLabel)
    expect(share, JSON.stringify(parts)).toBeDefined()
    shares += share!.fen
    totals += total
  }
  expect(totals).toBe(Math.round(Number(await payment.payMoney()) * 100))
  // the shares are the whole platform coupon of the summary
  expect(shares).toBe(3000)
}

async function twoShopsAndPlatformCoupon(page: Page, member: Member) {
  await ops('cart:add', member.username, String(EXPRESS_SKU))
  await ops('cart:add', member.username, '823')
  await ops('coupon:give', member.username, '0', '30')
  const token = await loginByApi(page, member)
  await addAddressByApi(token)
  // stored once, as the cart's settle does (an init script would write it again on a reload)
  await page.goto('cms/notice')
  await page.evaluate((normal) => localStorage.setItem('bazaar.order', JSON.stringify({ normal })), { cart_ids: await cartIds(token) })
  return token
}

test('two shops and a platform coupon: each shop card adds up to its total, the cards add up to what is payable', async ({ page, member }) => {
  // a cart, a coupon, an address and two calculations on a shared 2-core machine
  test.slow()
  await twoShopsAndPlatformCoupon(page, member)
  const payment = new PaymentPage(page)
  await payment.goto()
  await payment.seeLoaded()
  await payment.settled()
  await expect(page.getByRole('combobox', { name: '平台优惠券' })).toHaveValue(/[1-9]/)
  await expect(page.getByRole('region', { name: '订单金额' })).toContainText('-￥30.00')
  await cardsAddUp(payment, '平台优惠券（本店分摊）')
  await payment.seeAccessible()
  await shot(page, 'payment-cards-add-up-zh')
})

test('in English too: each shop card adds up, the cards add up; the spend-threshold rule is in English beside the offer\u2019s own name', async ({ page, member }) => {
  // a cart, a coupon, an address and two calculations on a shared 2-core machine
  test.slow()
  await useEnglish(page)
  await twoShopsAndPlatformCoupon(page, member)
  await page.goto('payment')
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible()
  const payment = new PaymentPage(page)
  await payment.settled()
  await cardsAddUp(payment, 'Platform coupon (this shop\u2019s share)')
  // 389 yuan of shop 1 reaches 店庆满减送's 满199减20: the rule in English, the offer's name as the shop wrote it
  const rule = payment.shop(/数码旗舰/).getByTestId('manjian-rule')
  await expect(rule).toHaveText('店庆满减送 · Spend ￥199.00, ￥20.00 off')
  await expect(rule.locator('[lang="zh-CN"]')).toHaveText('店庆满减送')
  await expect(rule).not.toHaveAttribute('lang', /zh/)
  await payment.seeAccessible()
  await shot(page, 'payment-cards-add-up-en')
})

test('the typed buyer message survives a reload of the confirm page, like the coupon choice, and reaches the order', async ({ page, member }) => {
  const token = await twoShopsAndPlatformCoupon(page, member)
  const payment = new PaymentPage(page)
  await payment.goto()
  await payment.seeLoaded()
  const message = payment.shop(SHOP1).getByLabel('买家留言')
  await message.fill('请工作日下午送货')
  await payment.settled()
  await page.reload()
  await payment.seeLoaded()
  await expect(payment.shop(SHOP1).getByLabel('买家留言')).toHaveValue('请工作日下午送货')
  await expect(payment.shop(SHOP2).getByLabel('买家留言')).toHaveValue('')
  await shot(page, 'payment-message-after-reload-zh')
  await payment.submit()
  await expect(page).toHaveURL(/\/web\/pay\?code=/)
  const code = new CashierPage(page).code()
  const info = await call<{ order_list: Array<{ order_id: number; site_name: string }> }>('/api/pay/info', { token, out_trade_no: code })
  const shop1 = info.data.order_list.find((o) => SHOP1.test(o.site_name))!
  const detail = await call<{ buyer_message: string }>('/api/order/detail', { token, order_id: shop1.order_id })
  expect(detail.data.buyer_message).toBe('请工作日下午送货')
})
