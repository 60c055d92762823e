import { expect, loginByApi, openInApp, shot, test, useEnglish, withoutPopups } from './fixtures.ts'
import { PaymentPage } from './pages/checkout.ts'
import { expectAccessible } from './pages/a11y.ts'
import { chineseText } from './english.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { OrderDetailPage, OrderListPage } from './pages/orders.ts'
import { addAddress, ordersOf, REWARD_COUPON, storeOrderData, submitAndPay, thresholdPayment, thresholdPrice, THRESHOLD_SKU } from './promotion-flow.ts'
import { ComboPage, CouponCentrePage, GroupbuyZonePage, PromoDetailPage, SeckillZonePage, TopicPages, seeBundles } from './pages/promotion.ts'

// Promotions (issue 12), against the real server and the demo data: flash sales in the current slot
// (the demo has twelve two-hour slots, so one always runs), group buys with a minimum, bundles,
// topics, the coupon centre and the spend-threshold discount on the confirm page. Each walks the
// whole purchase through the sandbox gateway, hence the longer time-out.
test.describe.configure({ timeout: 90_000 })

test('a flash sale: the current slot, buy and pay; past the per-member limit it says so', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  const zone = new SeckillZonePage(page)
  await zone.goto()
  await zone.seeLoaded()
  await zone.seeCurrentSlotRunning()
  await zone.seeAccessible()
  await shot(page, 'promotion-seckill-zh')

  // another slot says ended / not started; the current one again for buying
  const slots = page.getByTestId('seckill-slot')
  const current = await slots.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-pressed') === 'true'))
  await zone.pickSlot(current === 0 ? 1 : 0)
  await zone.seeSlotMessage(/秒杀已结束|秒杀未开始/)
  await zone.pickSlot(current)

  // a goods of the running slot with a per-member limit
  const cards = zone.cards()
  await expect(cards.first()).toBeVisible()
  const detail = new PromoDetailPage(page)
  let limit = 0
  for (let i = 0; i < (await cards.count()) && limit === 0; i++) {
    await zone.openCard(i)
    await detail.seeLoaded()
    const note = page.getByText(/^每人每天限购 \d+ 件$/)
    if (await note.count()) limit = Number((await note.innerText()).match(/\d+/)![0])
    else await page.goBack()
  }
  expect(limit).toBeGreaterThan(0)
  await detail.seeCountdown('距结束')
  await detail.seeAccessible()
  await shot(page, 'promotion-seckill-detail-zh')
  const seckillId = Number(page.url().match(/seckill-(\d+)/)![1])
  // never above the limit: typing more stops at it
  await detail.setQuantity(limit + 5)
  await detail.seeQuantity(limit)
  await detail.buy('立即抢购')
  await expect(page).toHaveURL(/\/promotion\/seckill_payment$/)
  const payment = new PaymentPage(page)
  await payment.seeLoaded()
  await payment.seeAccessible()
  await shot(page, 'promotion-seckill-payment-zh')
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  expect(order.order_goods).toHaveLength(1)
  expect(order.order_goods[0]!.num).toBe(limit)

  // the detail now says the limit is reached; a stored order past it gets the server's message
  await page.goto(`promotion/seckill-${seckillId}`)
  await detail.seeBlocked('今日已达到每人限购数量')
  await expect(page.getByRole('button', { name: '立即抢购' })).toBeDisabled()
  await storeOrderData(page, 'seckill', { seckill_goods_id: seckillId, num: 1 })
  await page.goto('promotion/seckill_payment')
  await expect(page.getByText(`超出限购数量：每人每天限购 ${limit} 件，明天可再次购买`).first()).toBeVisible()
})

test('a group buy: the quantity starts at the minimum and never goes below; at the minimum the order goes through', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  const zone = new GroupbuyZonePage(page)
  await zone.goto()
  await zone.seeLoaded()
  await zone.seeAccessible()
  await shot(page, 'promotion-groupbuy-zh')
  await zone.open('小米 静音 电风扇')

  const detail = new PromoDetailPage(page)
  await detail.seeLoaded()
  await expect(page.getByTestId('groupbuy-minimum')).toContainText('5 件起购')
  await detail.seeQuantity(5)
  await expect(detail.decrease()).toBeDisabled()
  await detail.setQuantity(2)
  await detail.seeQuantity(5)
  await detail.seeCountdown('距结束')
  await detail.seeAccessible()
  await shot(page, 'promotion-groupbuy-detail-zh')
  const groupbuyId = Number(page.url().match(/groupbuy-(\d+)/)![1])

  // below the minimum by hand (stored data): the server refuses with its message
  await storeOrderData(page, 'groupbuy', { groupbuy_id: groupbuyId, sku_id: 816, num: 2 })
  await page.goto('promotion/groupbuy_payment')
  await expect(page.getByText('团购商品至少购买 5 件').first()).toBeVisible()

  // at the minimum: confirm, create, pay
  await page.goto(`promotion/groupbuy-${groupbuyId}`)
  await detail.seeQuantity(5)
  await detail.buy('立即团购')
  await expect(page).toHaveURL(/\/promotion\/groupbuy_payment$/)
  await new PaymentPage(page).seeLoaded()
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  expect(order.order_goods[0]!.num).toBe(5)
})

test('a bundle: price and saving, "insufficient stock", bought and split into its goods on the order; goods detail shows it', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  // goods detail lists the bundles the sku is in
  await page.goto('sku-14')
  const block = await seeBundles(page, '超值组合·2件套')
  await block.getByRole('link', { name: '购买套餐' }).first().click()

  const combo = new ComboPage(page)
  await combo.seeLoaded()
  // skus 14 (4909 元) and 18 (7029 元): 11938 元 for 10146.90 (85%, promotions.ts cut())
  await expect(page.getByTestId('combo-saving')).toHaveText('立省 ￥1791.10')
  await combo.setSets(999)
  await combo.seeShort(280)
  await combo.seeAccessible()
  await shot(page, 'promotion-combo-zh')
  await combo.setSets(1)
  await combo.buy()
  await expect(page).toHaveURL(/\/promotion\/combo_payment$/)
  const payment = new PaymentPage(page)
  await payment.seeLoaded()
  // the bundle's two goods on the confirm page
  await expect(page.getByTestId('shop-block').locator('tbody tr')).toHaveCount(2)
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  expect(order.order_goods.map((g) => g.sku_id).sort((a, b) => a - b)).toEqual([14, 18])
  expect(order.goods_money).toBe('10146.90')
})

test('a topic: browse the topics, a topic’s goods, buy one at the topic price', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  const topics = new TopicPages(page)
  await topics.goto()
  await topics.seeList()
  await topics.seeAccessible()
  await shot(page, 'promotion-topic-zh')
  await topics.openTopic('年货节·好物提前购')
  await topics.seeAccessible()
  await shot(page, 'promotion-topic-detail-zh')
  const price = (await page.getByTestId('topic-card').first().locator('span', { hasText: '￥' }).first().innerText()).replace(/[￥\s]/g, '')
  await topics.openGoods(0)
  const detail = new PromoDetailPage(page)
  await detail.seeLoaded()
  await expect(page.getByTestId('promo-price')).toContainText(price)
  await detail.seeAccessible()
  await shot(page, 'promotion-topic-goods-zh')
  await detail.buy('立即购买')
  await expect(page).toHaveURL(/\/promotion\/topic_payment$/)
  await new PaymentPage(page).seeLoaded()
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  expect(order.goods_money).toBe(price)
})

test('the coupon centre: receive a shop coupon, "use it" goes to the shop, and it takes money off at checkout', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  const centre = new CouponCentrePage(page)
  await centre.goto()
  await centre.seeAccessible()
  await shot(page, 'promotion-coupon-zh')
  const name = '华强北通讯专营店 无门槛5元'
  await centre.receive(name)
  await centre.seeReceived(name)
  await centre.use(name)
  await expect(page).toHaveURL(/\/shop_list\?site_id=6/)

  // a goods of that shop at checkout: the coupon is among the shop's choices and takes 5 yuan off
  await page.evaluate(() => localStorage.setItem('bazaar.order', JSON.stringify({ normal: { sku_id: 14, num: 1 } })))
  const payment = new PaymentPage(page)
  await payment.goto()
  await payment.seeLoaded()
  const shop = /华强北通讯/
  await payment.chooseShopCoupon(shop, '不使用优惠券')
  await payment.settled()
  const without = await payment.payMoney()
  await payment.chooseShopCoupon(shop, /无门槛5元/)
  await payment.settled()
  expect(Math.round((Number(without) - Number(await payment.payMoney())) * 100)).toBe(500)
  await shot(page, 'promotion-coupon-payment-zh')
  const paid = await payment.payMoney()
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  expect(order.pay_money).toBe(paid)
})

test('a spend threshold: the rule text and the discount on the confirm page and on the order', async ({ page, member }) => {
  const token = await loginByApi(page, member)
  await addAddress(token)
  // one of THRESHOLD_SKU (389 yuan) of the shop running 店庆满减送: 满199减20
  await thresholdPrice()
  await page.goto('cms/notice')
  await page.evaluate((sku) => localStorage.setItem('bazaar.order', JSON.stringify({ normal: { sku_id: sku, num: 1 } })), THRESHOLD_SKU)
  await page.goto('payment')
  const payment = new PaymentPage(page)
  await payment.seeLoaded()
  const shop = payment.shop(/数码旗舰/)
  await expect(shop.getByText('满减送', { exact: true })).toBeVisible()
  await expect(shop.getByTestId('manjian-rule')).toHaveText('店庆满减送 · 满 ￥199.00，减 ￥20.00')
  await expect(page.getByRole('region', { name: '订单金额' }).getByText('促销优惠')).toBeVisible()
  await expect(page.getByRole('region', { name: '订单金额' })).toContainText('-￥20.00')
  await shot(page, 'promotion-manjian-payment-zh')
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  // goods 389 − 20 off (+ delivery)
  expect(Math.round(Number(order.goods_money) * 100 + Number(order.delivery_money) * 100 - Number(order.order_money) * 100)).toBeGreaterThanOrEqual(2000)
})

test('a spend threshold with rewards: points, coupon and gift named on the confirm page; the gift line and the pending rewards on the order', async ({ page, member }) => {
  const token = await thresholdPayment(page, member)
  const payment = new PaymentPage(page)
  const shop = payment.shop(/数码旗舰/)
  await expect(shop.getByTestId('manjian-rule')).toHaveText('店庆满减送 · 满 ￥699.00，减 ￥100.00，包邮')
  const reward = shop.getByTestId('manjian-reward')
  await expect(reward).toContainText('送 200 积分')
  await expect(reward).toContainText(`送优惠券“${REWARD_COUPON}”`)
  await expect(reward).toContainText(/赠品“.+” ×1/)
  await expect(reward).toContainText('积分和优惠券在订单完成后发放')
  await shot(page, 'promotion-manjian-reward-payment-zh')
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  const gift = order.order_goods.find((g) => g.is_gift === 1)!
  expect(gift.price).toBe('0.00')

  const detail = new OrderDetailPage(page)
  await detail.goto(order.order_id)
  const giftRow = page.getByRole('row').filter({ hasText: gift.sku_name })
  await expect(giftRow.getByText('赠品', { exact: true })).toBeVisible()
  await expect(giftRow.getByRole('link', { name: '退款' })).toHaveCount(0)
  const block = page.getByTestId('order-reward')
  await expect(block).toContainText(`本单满减送：送 200 积分、送优惠券“${REWARD_COUPON}”、赠品“${gift.sku_name}” ×1`)
  await expect(block).toContainText('积分和优惠券在订单完成后发放')
  await expect(block).toContainText('赠品随订单一起发出')
  await detail.seeAccessible()
  await shot(page, 'promotion-manjian-reward-order-zh')
  // the order list marks the gift line too
  const orders = new OrderListPage(page)
  await orders.goto()
  await expect(orders.order(order.order_no).getByText('赠品', { exact: true })).toBeVisible()

  // the goods detail tells of the coupon and the gift before checkout: 满送 names them, the gift links to its page
  const goods = new CatalogDetailPage(page)
  await goods.goto(THRESHOLD_SKU)
  await goods.seeLoaded()
  const gifts = goods.promotionLine('满送')
  await expect(gifts).toContainText('满399元送100积分、一张15元优惠券')
  await expect(gifts).toContainText(`满699元送200积分、一张15元优惠券、赠品「${gift.sku_name}」×1（赠完即止）`)
  await expect(gifts.getByRole('link', { name: gift.sku_name })).toHaveAttribute('href', new RegExp(`/sku-${gift.sku_id}$`))
  await goods.seeAccessible()
  await shot(page, 'promotion-manjian-detail-zh')
  await detail.goto(order.order_id)

  // in English: the order's block, and the confirm page's 满送 row
  await useEnglish(page)
  await page.reload()
  await expect(block).toContainText(`This order earns: 200 bonus points, coupon “${REWARD_COUPON}”, gift “${gift.sku_name}” ×1`)
  await expect(block).toContainText('Points and coupons are granted when the order completes')
  await expect(giftRow.getByText('Gift', { exact: true })).toBeVisible()
  await shot(page, 'promotion-manjian-reward-order-en')
  await goods.goto(THRESHOLD_SKU)
  await expect(goods.promotionLine('Gifts')).toContainText('Spend ¥399, get 100 points, a ¥15 coupon')
  await expect(goods.promotionLine('Gifts')).toContainText(`Spend ¥699, get 200 points, a ¥15 coupon, the gift “${gift.sku_name}” ×1 (while stocks last)`)
  await shot(page, 'promotion-manjian-detail-en')
  await page.evaluate((sku) => localStorage.setItem('bazaar.order', JSON.stringify({ normal: { sku_id: sku, num: 2 } })), THRESHOLD_SKU)
  await page.goto('payment')
  await expect(page.getByTestId('manjian-reward')).toContainText(`200 bonus points, coupon “${REWARD_COUPON}”, gift “${gift.sku_name}” ×1 · Points and coupons are granted when the order completes`)
  await shot(page, 'promotion-manjian-reward-payment-en')
})

test('the home and the goods detail lead into the promotions', async ({ page }) => {
  await withoutPopups(page)
  await page.goto('index')
  const seckill = page.getByTestId('home-seckill')
  await expect(seckill.getByRole('timer')).toBeVisible()
  await expect(page.getByTestId('home-coupons')).toBeVisible()
  await seckill.scrollIntoViewIfNeeded()
  await shot(page, 'promotion-home-zh')
  await seckill.getByRole('link', { name: /更多商品/ }).click()
  await new SeckillZonePage(page).seeLoaded()
  // the nav's promotion items reach their pages
  for (const [item, heading] of [['团购', '团购专区'], ['领券中心', '领券中心'], ['专题活动', '专题活动']] as const) {
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: item, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }
  await page.goto('sku-14')
  await seeBundles(page, '超值组合·2件套')
  await shot(page, 'promotion-sku-bundles-zh')
})

test('every promotion page in English', async ({ page, member }) => {
  await useEnglish(page)
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  await addAddress(token)
  // the claims are about the pages' words: the first is a whole page load, the others are opened from
  // page to page in the app, as its links do (a whole load each cost the browser ~5 times as much)
  const visit = async (path: string, name: string, ready: () => Promise<void>) => {
    if (page.url().startsWith('http')) await openInApp(page, path)
    else await page.goto(path)
    await ready()
    // the English words too: a button's visible words must start its name ("Get it" of "Get it: <coupon>")
    await expectAccessible(page)
    // no Chinese but the shops' own words (goods, shop and coupon names, marked lang="zh-CN")
    expect(await chineseText(page), path).toEqual([])
    await shot(page, `promotion-${name}-en`)
  }
  await visit('promotion/seckill', 'seckill', async () => {
    await expect(page.getByRole('heading', { name: 'Flash sale', level: 1 })).toBeVisible()
    await expect(page.getByTestId('seckill-card').first()).toBeVisible()
    await expect(page.getByTestId('slot-countdown')).toContainText('Session ends in')
  })
  const seckillHref = await page.getByTestId('seckill-card').first().getByRole('link', { name: 'Grab it' }).getAttribute('href')
  await visit(seckillHref!.replace('/web/', ''), 'seckill-detail', async () => {
    await expect(page.getByText('Flash price')).toBeVisible()
  })
  await page.getByRole('button', { name: 'Grab it' }).click()
  await expect(page).toHaveURL(/seckill_payment$/)
  await new PaymentPage(page).settled()
  await expect(page.getByTestId('pay-money')).toBeVisible()
  await shot(page, 'promotion-seckill-payment-en')
  await visit('promotion/groupbuy', 'groupbuy', async () => {
    await expect(page.getByRole('heading', { name: 'Group buys', level: 1 })).toBeVisible()
    await expect(page.getByTestId('groupbuy-card').first()).toBeVisible()
  })
  await visit('promotion/groupbuy-8', 'groupbuy-detail', async () => {
    await expect(page.getByTestId('groupbuy-minimum')).toContainText('Min. 5 items')
  })
  await visit('promotion/combo-1', 'combo', async () => {
    await expect(page.getByTestId('combo-saving')).toHaveText('Save ¥1791.10')
  })
  await visit('promotion/topic', 'topic', async () => {
    await expect(page.getByTestId('topic-list')).toBeVisible()
  })
  await visit('promotion/topic-1', 'topic-detail', async () => {
    await expect(page.getByTestId('topic-card').first()).toBeVisible()
  })
  await visit('promotion/topic-goods-1', 'topic-goods', async () => {
    await expect(page.getByText('Topic price')).toBeVisible()
  })
  await visit('coupon', 'coupon', async () => {
    await expect(page.getByRole('heading', { name: 'Coupon centre', level: 1 })).toBeVisible()
    await expect(page.getByTestId('coupon-card').first()).toBeVisible()
  })
  await visit('coupon?tab=platform', 'coupon-platform', async () => {
    await expect(page.getByRole('tab', { name: 'Platform coupon', selected: true })).toBeVisible()
    await expect(page.getByTestId('coupon-card').first()).toBeVisible()
  })
})
