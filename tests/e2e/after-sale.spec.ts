import { call, expect, ops, shot, test, useEnglish } from './fixtures.ts'
import { firstLine, payByGateway, placeOrder, refundNoOf, shippedOrder } from './order-setup.ts'
import { SeckillZonePage } from './pages/promotion.ts'
import { LogisticsPage, OrderDetailPage, RefundApplyPage, RefundDetailPage } from './pages/orders.ts'

// Issue 22: what a first-time shopper met after buying, in both languages — a refund that read
// "申请维权" right after applying and offered 平台维权 before the shop had answered; refund pages that
// promised the withdrawable balance for money paid from the other one; a shipped order with no
// carrier or tracking number and a trace starting in the wrong city; and, in a browser outside China,
// order times in the browser's zone while everything else was Beijing time.
// Each walks an order through the server and the operator CLI, in two languages: a longer budget.
test.describe.configure({ timeout: 90_000 })

test('a refund just applied says it waits for the shop, and offers the platform only once the shop refused', async ({ page, member }) => {
  const order = await placeOrder(page, member)
  await payByGateway(order.token, order.outTradeNo)
  const line = await firstLine(order.token, order.orderId)
  const apply = new RefundApplyPage(page)
  await apply.goto(line.order_goods_id)
  await apply.apply('仅退款', '拍错/多拍/不喜欢', '买错了')
  const refund = new RefundDetailPage(page)
  await expect(page).toHaveURL(/refund_detail/)
  await refund.seeStatus('退款申请中，等待商家处理')
  await expect(page.getByRole('button', { name: '撤销维权' })).toBeVisible()
  await expect(page.getByRole('button', { name: '平台维权' })).toHaveCount(0)
  await refund.seeAccessible()
  await shot(page, 'after-sale-applied-zh')
  // the order detail says the same, without the complaint link
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId)
  await expect(page.getByText('退款申请中', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '平台维权' })).toHaveCount(0)
  // the complaint page, opened by hand, says when it can be used
  await page.goto(`member/complain?order_goods_id=${line.order_goods_id}`)
  await expect(page.getByText('商家拒绝退款后，才可申请平台介入。', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: '提交维权' })).toHaveCount(0)

  await ops('refund:refuse', await refundNoOf(order.token, line.order_goods_id), '商品已使用')
  await refund.goto(line.order_goods_id)
  await refund.seeStatus('商家拒绝了退款申请')
  await expect(page.getByRole('button', { name: '平台维权' })).toBeVisible()
  await shot(page, 'after-sale-refused-zh')

  await useEnglish(page)
  await refund.goto(line.order_goods_id)
  await refund.seeStatus('The shop refused your refund request')
  await expect(page.getByRole('button', { name: 'Platform arbitration' })).toBeVisible()
  await refund.seeAccessible()
  await shot(page, 'after-sale-refused-en')
})

test('paid from the balance: the refund pages say it goes back to the non-withdrawable balance, and it does', async ({ page, member }) => {
  // the member's balance comes from a top-up (不可提现) and pays the whole order
  const order = await placeOrder(page, member, { balance: true })
  const line = await firstLine(order.token, order.orderId)
  const paid = (await call<{ refund_money: string }>('/api/orderrefund/refundData', { token: order.token, order_goods_id: line.order_goods_id })).data.refund_money
  const amount = (name: string) => new RegExp(`${name}\\s*￥${paid.replace('.', '\\.')}`)
  const buckets = async () => (await call<{ balance: string; balance_money: string }>('/api/member/detail', { token: order.token })).data
  const before = await buckets()
  const apply = new RefundApplyPage(page)
  await apply.goto(line.order_goods_id)
  const destination = page.getByRole('list', { name: '退款将退回' })
  await expect(destination).toContainText(amount('不可提现余额'))
  await expect(destination.getByRole('listitem').filter({ hasText: /^可提现余额/ })).toHaveCount(0)
  await apply.seeAccessible()
  await shot(page, 'after-sale-apply-balance-zh')
  await apply.apply('仅退款', '协商一致退款')
  const refund = new RefundDetailPage(page)
  await refund.seeStatus('退款申请中，等待商家处理')
  await ops('refund:agree', await refundNoOf(order.token, line.order_goods_id))
  await refund.goto(line.order_goods_id)
  await refund.seeStatus('退款成功')
  await expect(page.getByRole('list', { name: '退款已退回' })).toContainText(amount('不可提现余额'))
  await shot(page, 'after-sale-refunded-balance-zh')
  const after = await buckets()
  expect(Math.round((Number(after.balance) - Number(before.balance)) * 100)).toBe(Math.round(Number(paid) * 100))
  expect(after.balance_money).toBe(before.balance_money)
  // the balance page tells the same rule
  await page.goto('member/account')
  await expect(page.getByText(/订单退款按付款方式原路退回：用不可提现余额付的退回不可提现余额/)).toBeVisible()
  await expect(page.getByText(/订单退款.{0,6}进入可提现余额/)).toHaveCount(0)

  await useEnglish(page)
  await refund.goto(line.order_goods_id)
  await refund.seeStatus('Refunded')
  await expect(page.getByRole('list', { name: 'The refund went to' })).toContainText(amount('Non-withdrawable balance'))
  await refund.seeAccessible()
  await shot(page, 'after-sale-refunded-balance-en')
})

test("a shipped order's detail names the carrier and the tracking number; the trace starts in the shop's city", async ({ page, member }) => {
  const order = await shippedOrder(page, member)
  const packages = await call<Array<{ delivery_no: string }>>('/api/order/package', { token: order.token, order_id: order.orderId })
  const trackingNo = packages.data[0]!.delivery_no
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId)
  await detail.seeStatus('已发货')
  const facts = page.getByRole('definition')
  await expect(page.getByRole('term').filter({ hasText: '物流公司' })).toBeVisible()
  await expect(facts.filter({ hasText: '顺丰速运' })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: '运单号' })).toBeVisible()
  await expect(facts.filter({ hasText: trackingNo })).toBeVisible()
  await detail.seeAccessible()
  await shot(page, 'after-sale-shipped-detail-zh')
  // shop 1 (Bazaar 自营数码旗舰店) ships from 北京
  await detail.button('查看物流').click()
  const logistics = new LogisticsPage(page)
  await logistics.seePackage('顺丰速运')
  // the timeline (newest first): its first event is the pick-up
  await expect(page.getByRole('list', { name: '包裹1' }).getByRole('listitem').last()).toContainText('【北京】顺丰速运 已揽收')
  await expect(page.getByText(/杭州/)).toHaveCount(0)
  await shot(page, 'after-sale-logistics-zh')

  await useEnglish(page)
  await page.goto(`member/order_detail?order_id=${order.orderId}`)
  await expect(page.getByRole('term').filter({ hasText: 'Carrier' })).toBeVisible()
  await expect(facts.filter({ hasText: 'SF Express' })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: 'Tracking no.' })).toBeVisible()
  await expect(facts.filter({ hasText: trackingNo })).toBeVisible()
  await shot(page, 'after-sale-shipped-detail-en')
})

/** epoch seconds as Beijing 'YYYY-MM-DD HH:mm' (what a shopper in China reads) */
const beijing = (seconds: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(seconds * 1000))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

test.describe('in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('order times and the flash-sale session read Beijing time, and the site says so', async ({ page, member }) => {
    // the browser really is in New York
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
    const order = await placeOrder(page, member)
    const created = (await call<{ create_time: number }>('/api/order/detail', { token: order.token, order_id: order.orderId })).data.create_time
    const detail = new OrderDetailPage(page)
    await detail.goto(order.orderId)
    await expect(page.getByRole('term').filter({ hasText: '下单时间' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: beijing(created) })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText('本站时间均为北京时间（UTC+8）')).toBeVisible()
    await shot(page, 'after-sale-new-york-order-zh')
    await page.goto('member/order_list?status=all')
    await expect(page.getByRole('article', { name: order.orderNo })).toContainText(beijing(created))

    // the running session is the one of Beijing's hour, shown with Beijing times
    const beijingMinute = () => {
      const hm = beijing(Math.floor(Date.now() / 1000)).slice(11)
      return Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3))
    }
    const opened = beijingMinute()
    const zone = new SeckillZonePage(page)
    await zone.goto()
    await zone.seeLoaded()
    await zone.seeCurrentSlotRunning()
    const status = page.getByRole('status').filter({ hasText: '抢购进行中' })
    await expect(status).toContainText('（北京时间）')
    // the session's name ('02:00场') comes first, then its range '02:00 – 04:00'
    const [from, to] = ((await status.innerText()).match(/\d\d:\d\d/g) ?? []).slice(-2).map((hm) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3)))
    // the Beijing time while the page was open falls in the session (a slow run may cross a session's end)
    const read = beijingMinute()
    expect(read < opened ? read + 24 * 60 : read).toBeGreaterThanOrEqual(from!)
    expect(opened).toBeLessThan(to === 0 ? 24 * 60 : to!)
    await shot(page, 'after-sale-new-york-seckill-zh')

    await useEnglish(page)
    await page.goto(`member/order_detail?order_id=${order.orderId}`)
    await expect(page.getByRole('definition').filter({ hasText: beijing(created) })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText('All times on this site are Beijing time (UTC+8)')).toBeVisible()
    await shot(page, 'after-sale-new-york-order-en')
  })
})
