import { deflateSync } from 'node:zlib'
import { call, expect, loginByApi, ops, shot, test } from './fixtures.ts'
import { balanceFen, COUNTED_SKU, firstLine, payByGateway, placeOrder, refundNoOf, shippedOrder, stockOf } from './order-setup.ts'
import { ComplainPage, EvaluatePage, LogisticsPage, OrderDetailPage, OrderListPage, RefundApplyPage, RefundDetailPage, VerificationPage } from './pages/orders.ts'

// After the purchase (issue 9): the order machine's paths walked in the browser against the real
// server — pay later, close, ship → tracking → receipt, extend, refunds and a complaint. The shop's
// side goes through the operator CLI.

test('pays an unpaid order later from the list: 支付 opens the cashier for a new payment', async ({ page, member }) => {
  const order = await placeOrder(page, member)
  const list = new OrderListPage(page)
  await list.goto('waitpay')
  await expect(list.tab(/待付款\s*1/)).toBeVisible()
  await expect(list.order(order.orderNo)).toContainText('待支付')
  await list.seeAccessible()
  await shot(page, 'order-list-zh')
  await list.click(order.orderNo, '支付')
  await expect(page).toHaveURL(/\/web\/pay\?code=/)
  await expect(page.getByRole('heading', { name: /订单提交成功/ })).toBeVisible()
})

test('an order paid with the balance shows what it cost on the list, the member centre and the detail — not ￥0.00', async ({ page, member }) => {
  const order = await placeOrder(page, member, { balance: true })
  // what left the shopper's balance (9999 before)
  const paid = 999_900 - (await balanceFen(order.token))
  expect(paid).toBeGreaterThan(0)
  const yuan = `￥${(paid / 100).toFixed(2)}`
  const list = new OrderListPage(page)
  await list.goto('all')
  await expect(list.order(order.orderNo)).toContainText(yuan)
  await expect(list.order(order.orderNo)).not.toContainText('￥0.00')
  await shot(page, 'order-list-balance-zh')
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId)
  await expect(page.getByTestId('order-paid')).toHaveText(yuan)
  await expect(page.getByText('其中余额支付')).toBeVisible()
  await detail.seeAccessible()
  await shot(page, 'order-detail-balance-zh')
  // the member centre's latest orders: the new member's one order
  await page.goto('member')
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link') }).filter({ hasText: yuan })).toHaveCount(1)
})

test('closes an unpaid order after confirming: it shows 已关闭 and the stock is back', async ({ page, member }) => {
  // a sku no other test orders: another worker's order of the same goods would move the count
  const before = await stockOf(COUNTED_SKU)
  const order = await placeOrder(page, member, { skuId: COUNTED_SKU, num: 2 })
  expect(await stockOf(COUNTED_SKU)).toBe(before - 2)
  const list = new OrderListPage(page)
  await list.goto('waitpay')
  await list.click(order.orderNo, '关闭订单')
  await expect(page.getByRole('alertdialog')).toContainText('确定要关闭该订单吗？')
  await list.confirm()
  await expect(page.getByText('订单已关闭')).toBeVisible()
  await list.goto('all')
  await expect(list.order(order.orderNo)).toContainText('已关闭')
  await expect(list.order(order.orderNo).getByRole('button')).toHaveCount(0)
  expect(await stockOf(COUNTED_SKU)).toBe(before)
})

test('shipped (CLI) → tracking → confirm receipt: the order is received and offers a review', async ({ page, member }) => {
  const order = await shippedOrder(page, member)
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId)
  await detail.seeStatus('已发货')
  await detail.seeAccessible()
  await detail.button('查看物流').click()
  await expect(page).toHaveURL(new RegExp(`/member/logistics\\?order_id=${order.orderId}`))
  const logistics = new LogisticsPage(page)
  await logistics.seePackage('顺丰速运')
  await logistics.seeAccessible()
  await shot(page, 'order-logistics-zh')
  await detail.goto(order.orderId)
  await detail.button('确认收货').click()
  await expect(page.getByRole('alertdialog')).toContainText('确定已经收到货物了吗？')
  await detail.confirm()
  await detail.seeStatus('已收货')
  await expect(detail.button('评价')).toBeVisible()
  await expect(detail.button('确认收货')).toHaveCount(0)
})

test('extends the receipt time once: 延长收货 goes away, the receipt is still due', async ({ page, member }) => {
  const order = await shippedOrder(page, member)
  const list = new OrderListPage(page)
  await list.goto('waitconfirm')
  await list.click(order.orderNo, '延长收货')
  await expect(page.getByText('收货时间已延长')).toBeVisible()
  await expect(list.order(order.orderNo).getByRole('button', { name: '延长收货' })).toHaveCount(0)
  await expect(list.order(order.orderNo).getByRole('button', { name: '确认收货' })).toBeVisible()
  const again = await call('/api/order/extendtakedelivery', { token: order.token, order_id: order.orderId })
  expect(again.code).toBeLessThan(0)
})

test('refund only before shipping: apply, the shop agrees, refunded', async ({ page, member }) => {
  const order = await placeOrder(page, member)
  await payByGateway(order.token, order.outTradeNo)
  const line = await firstLine(order.token, order.orderId)
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId)
  await detail.seeStatus('待发货')
  await page.getByRole('link', { name: '退款', exact: true }).click()
  const apply = new RefundApplyPage(page)
  await expect(page.getByRole('heading', { name: '申请退款' })).toBeVisible()
  await expect(page.getByRole('radio', { name: '退货退款' })).toHaveCount(0)
  await apply.seeAccessible()
  await shot(page, 'refund-apply-zh')
  await apply.apply('仅退款', '拍错/多拍/不喜欢', '买错了')
  const refund = new RefundDetailPage(page)
  await expect(page).toHaveURL(/refund_detail/)
  await refund.seeStatus('退款申请中，等待商家处理')
  await expect(page.getByRole('button', { name: '撤销维权' })).toBeVisible()
  await ops('refund:agree', await refundNoOf(order.token, line.order_goods_id))
  await page.reload()
  await refund.seeStatus('退款成功')
  await expect(page.getByRole('button', { name: '撤销维权' })).toHaveCount(0)
  await refund.seeAccessible()
  await page.goto('member/activist')
  await expect(page.getByRole('row').filter({ hasText: '退款成功' })).toHaveCount(1)
})

test('return and refund after shipping: agree, return tracking, receive, refunded — the balance back exactly once', async ({ page, member }) => {
  // many server round trips and two members: slower than the default budget
  test.slow()
  const order = await shippedOrder(page, member, { balance: true })
  const line = await firstLine(order.token, order.orderId)
  // the member had 9999.00 and the balance paid the whole order
  const before = await balanceFen(order.token)
  expect(before).toBeLessThan(999_900)
  const apply = new RefundApplyPage(page)
  await apply.goto(line.order_goods_id)
  await apply.apply('退货退款', '其他', '尺码不合适')
  const refund = new RefundDetailPage(page)
  await refund.seeStatus('退款申请中，等待商家处理')
  const no = await refundNoOf(order.token, line.order_goods_id)
  await ops('refund:agree', no)
  await page.reload()
  await refund.seeStatus('商家已同意退货，请寄回商品')
  await refund.seeAccessible()
  await shot(page, 'refund-return-form-zh')
  await refund.sendReturn('顺丰速运', 'SF20261123001')
  await refund.seeStatus('商品已寄回，等待商家收货')
  await ops('refund:receive', no)
  await page.reload()
  await refund.seeStatus('退款成功')
  expect(await balanceFen(order.token)).toBe(999_900)
  // the shop's steps again change nothing
  await expect(ops('refund:receive', no)).rejects.toThrow()
  expect(await balanceFen(order.token)).toBe(999_900)
})

test('a refused refund goes to the platform: complaint applied, then cancelled', async ({ page, member }) => {
  const order = await placeOrder(page, member)
  await payByGateway(order.token, order.outTradeNo)
  const line = await firstLine(order.token, order.orderId)
  const apply = new RefundApplyPage(page)
  await apply.goto(line.order_goods_id)
  await apply.apply('仅退款', '协商一致退款')
  const refund = new RefundDetailPage(page)
  await refund.seeStatus('退款申请中，等待商家处理')
  await ops('refund:refuse', await refundNoOf(order.token, line.order_goods_id), '商品已使用')
  await page.reload()
  await refund.seeStatus('商家拒绝了退款申请')
  await expect(page.getByText('商品已使用', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '修改申请' })).toBeVisible()
  await page.getByRole('button', { name: '平台维权' }).click()
  await expect(page).toHaveURL(/member\/complain\?order_goods_id=/)
  const complain = new ComplainPage(page)
  await complain.seeAccessible()
  await shot(page, 'complain-apply-zh')
  await complain.apply('商家拒绝退款', '商品有质量问题')
  await expect(page.getByRole('heading', { name: '平台处理中' })).toBeVisible()
  await complain.seeAccessible()
  await page.getByRole('button', { name: '撤销维权' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('heading', { name: '平台维权已撤销' })).toBeVisible()
})

/** a small real PNG (the upload checks the content, not the name) */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const size = 8
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xd4)])))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

test('received → review with an image and the shop scores → follow-up; both show on the goods page', async ({ page, member }) => {
  // many server round trips and two members: slower than the default budget
  test.slow()
  const order = await shippedOrder(page, member)
  expect((await call('/api/order/takedelivery', { token: order.token, order_id: order.orderId })).code).toBe(0)
  const line = await firstLine(order.token, order.orderId)
  const list = new OrderListPage(page)
  await list.goto('waitrate')
  await list.click(order.orderNo, '评价')
  await expect(page).toHaveURL(new RegExp(`/evaluate\\?order_id=${order.orderId}`))
  const review = new EvaluatePage(page)
  await review.stars(4)
  const text = `做工扎实，物流很快 ${order.orderNo.slice(-6)}`
  await review.write(text)
  await review.addImage({ name: 'photo.png', mimeType: 'image/png', buffer: png() })
  await review.seeAccessible()
  await shot(page, 'evaluate-zh')
  await review.submit()
  await expect(page.getByText('评价成功')).toBeVisible()
  await expect(page).toHaveURL(/member\/order_list/)
  await list.goto('all')
  await list.click(order.orderNo, '追评')
  await expect(page.getByRole('heading', { name: '追加评价' })).toBeVisible()
  await expect(page.getByText(`初次评价：${text}`)).toBeVisible()
  // the stars the shopper gave stay theirs: 4, not 5
  await expect(page.getByRole('img', { name: '4 星' })).toBeVisible()
  const again = `用了一周，依然满意 ${order.orderNo.slice(-6)}`
  await review.write(again)
  await review.submit('提交追评')
  await expect(page.getByText('追评成功')).toBeVisible()
  await list.goto('all')
  await expect(list.order(order.orderNo).getByRole('button', { name: /评/ })).toHaveCount(0)
  await page.goto(`sku-${line.sku_id}`)
  await page.getByRole('tab', { name: /商品评价/ }).click()
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByTestId('review').filter({ hasText: text }).getByRole('img', { name: '4 星' })).toBeVisible()
  await expect(page.getByText(`[追加评价] ${again}`)).toBeVisible()
  await expect(page.getByRole('img', { name: '评价图片' }).first()).toBeVisible()
})

test("a pickup order verified at the counter by the shop's verifier; the buyer's detail then shows it used", async ({ page, member, otherMember, browser }) => {
  // many server round trips and two members: slower than the default budget
  test.slow()
  const order = await placeOrder(page, member, { delivery: 'store' })
  await payByGateway(order.token, order.outTradeNo)
  const detail = new OrderDetailPage(page)
  await detail.goto(order.orderId, 'order_detail_pickup')
  await detail.seeStatus('待提货')
  await expect(page.getByRole('img', { name: '提货码二维码' })).toBeVisible()
  const code = (await call<{ delivery_code: string }>('/api/order/detail', { token: order.token, order_id: order.orderId })).data.delivery_code
  await expect(page.getByText(code, { exact: true })).toBeVisible()
  await detail.seeAccessible()
  await shot(page, 'order-detail-pickup-zh')
  // the buyer is no verifier: no desk for them
  await page.goto('member/verification')
  await expect(page.getByText('您不是核销员，无法使用核销台')).toBeVisible()
  // the shop's verifier at the counter
  await ops('verifier:add', otherMember.username, '1')
  const counter = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })
  const staff = await counter.newPage()
  await loginByApi(staff, otherMember)
  const desk = new VerificationPage(staff)
  await desk.goto()
  await expect(staff.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name: '核销台' })).toBeVisible()
  await desk.seeAccessible()
  await desk.lookUp(code)
  await expect(staff).toHaveURL(/verification_detail\?code=/)
  await expect(staff.getByText('待核销')).toBeVisible()
  await desk.seeAccessible()
  await shot(staff, 'verification-detail-zh')
  await desk.confirmUse()
  await expect(staff).toHaveURL(/verification_list/)
  await expect(staff.getByRole('link', { name: code })).toBeVisible()
  await desk.seeAccessible()
  await counter.close()
  await detail.goto(order.orderId, 'order_detail_pickup')
  await expect(page.getByText('已提货').first()).toBeVisible()
})
