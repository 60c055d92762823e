import { call, expect, loginByApi, ops, shot, test, useEnglish } from '../fixtures.ts'
import { OrderDetailPage } from '../pages/orders.ts'
import { ordersOf, REWARD_COUPON, submitAndPay, thresholdPayment } from '../promotion-flow.ts'

// 满减送 rewards granted on completion (issue 12, reference §7.6): the order completes seven days
// after receipt, so this walk moves the test clock a week and more — which ends every other spec's
// 12-hour session — hence it runs here, alone, after the parallel specs.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('a threshold with points and a coupon: ship, receive, complete — the points in my points, the coupon in my coupons, once', async ({ page, member }) => {
  let token = await thresholdPayment(page, member)
  await expect(page.getByTestId('manjian-reward')).toContainText('送 200 积分')
  const code = await submitAndPay(page)
  const order = (await ordersOf(token)).find((o) => o.out_trade_no === code)!
  const pointsBefore = (await call<{ point: number }>('/api/memberaccount/info', { token, account_type: 'point' })).data.point

  // the shop ships (operator CLI), the buyer receives, a week passes: the order completes
  await ops('order:ship', order.order_no, '顺丰速运', `SF${Date.now()}`)
  expect((await call('/api/order/takedelivery', { token, order_id: order.order_id })).code).toBe(0)
  await ops('clock:advance', '8d')
  token = await loginByApi(page, member) // the session of a week ago has ended

  const detail = new OrderDetailPage(page)
  await detail.goto(order.order_id)
  await detail.seeStatus('已完成')
  const block = page.getByTestId('order-reward')
  await expect(block).toContainText(`本单满减送：送 200 积分、送优惠券“${REWARD_COUPON}”`)
  await expect(block).toContainText(/200 积分已于 .+ 发放/)
  await expect(block).toContainText('优惠券已放入我的优惠券')
  await detail.seeAccessible()
  await shot(page, 'promotion-manjian-reward-granted-zh')

  // the points in the ledger (订单奖励, the order's number), the coupon among my unused coupons
  const info = await call<{ point: number }>('/api/memberaccount/info', { token, account_type: 'point' })
  expect(info.data.point).toBe(pointsBefore + 200)
  await block.getByRole('link', { name: '查看我的积分' }).click()
  await expect(page).toHaveURL(/member\/my_point/)
  const row = page.getByRole('row').filter({ hasText: '订单奖励' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('+200')
  await shot(page, 'promotion-manjian-reward-points-zh')
  await page.goto(`member/order_detail?order_id=${order.order_id}`)
  await page.getByTestId('order-reward').getByRole('link', { name: '我的优惠券' }).click()
  await expect(page).toHaveURL(/member\/my_coupon/)
  await expect(page.getByText(REWARD_COUPON).first()).toBeVisible()
  await shot(page, 'promotion-manjian-reward-coupon-zh')

  // running the timed transitions again grants nothing twice
  await ops('clock:advance', '1d')
  token = await loginByApi(page, member)
  expect((await call<{ point: number }>('/api/memberaccount/info', { token, account_type: 'point' })).data.point).toBe(pointsBefore + 200)
  const coupons = await call<{ list: Array<{ coupon_name: string }> }>('/coupon/api/coupon/memberpage', { token, state: 1, page_size: 50 })
  expect(coupons.data.list.filter((c) => c.coupon_name === REWARD_COUPON)).toHaveLength(1)

  // in English
  await useEnglish(page)
  await page.goto(`member/order_detail?order_id=${order.order_id}`)
  // the page this order's detail, completed, before its block: a failure then says where the page went
  await expect(page).toHaveURL(new RegExp(`member/order_detail\\?order_id=${order.order_id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/completed/i)
  const en = page.getByTestId('order-reward')
  await expect(en).toContainText(`This order earns: 200 bonus points, coupon “${REWARD_COUPON}”`)
  await expect(en).toContainText(/200 points granted on .+\. See my points/)
  await expect(en).toContainText('The coupon is in My coupons')
  await shot(page, 'promotion-manjian-reward-granted-en')
})
