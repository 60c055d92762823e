import { expect, loginByApi, ops, call, shot, test, useEnglish, withoutPopups } from './fixtures.ts'
import { ChatAgent, ChatDialog } from './pages/chat.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'

// The customer-service chat against the real server (issue 10): the member in the browser, a shop
// agent of their own (added through the operator CLI) connected and answering as the console does.

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const SHOP = 1

async function skuOfShop(siteId: number): Promise<{ sku_id: number; sku_name: string }> {
  const res = await call<{ list: Array<{ sku_id: number; sku_name: string; site_id: number }> }>('/api/goodssku/page', { site_id: siteId, page_size: 1 })
  const sku = res.data.list.find((s) => s.site_id === siteId)
  if (!sku) throw new Error(`no goods in shop ${siteId}`)
  return sku
}

let agents = 0
async function newAgent(siteId: number) {
  agents += 1
  const username = `a${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${agents}`
  await ops('servicer:add', username, String(siteId), 'agent123', '小美')
  const agent = new ChatAgent(username, 'agent123')
  await agent.connect()
  return agent
}

test('a member chats with a shop agent: pending product, emoji text, image, replies, a dropped socket, switching, bye', async ({ page, member }) => {
  test.setTimeout(90_000)
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  const agent = await newAgent(SHOP)
  const sku = await skuOfShop(SHOP)
  // an earlier conversation with the platform, so the list has two shops
  await call('/servicer/api/chat/say', { token, site_id: 0, content_type: 0, message: '平台你好', client_msg_id: 'e2e-platform-1' })

  const detail = new CatalogDetailPage(page)
  await detail.goto(sku.sku_id)
  await detail.seeLoaded()
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  await chat.seeStatus('客服在线')
  await expect(chat.dialog.getByTestId('chat-pending')).toContainText(sku.sku_name)
  await chat.seeAccessible()

  // the pending product card, sent on confirm
  await chat.sendPending()
  const goods = await agent.received('goodssku')
  expect(Number(goods.goods_sku_id)).toBe(sku.sku_id)
  const memberId = Number(goods.member_id)
  await expect(chat.dialog.getByTestId('chat-pending')).toHaveCount(0)
  await expect(chat.messages().getByTestId('chat-goods-card')).toHaveCount(1)

  // blank text is refused; Shift+Enter does not send; Enter sends text with an emoji, markup as text
  await chat.pressEnter()
  await expect(page.getByText('不能发送空白内容')).toBeVisible()
  await chat.type('<b>你好</b>')
  await chat.pickEmoji(1)
  await chat.pressEnter('Shift')
  expect(agent.pushes.filter((p) => p.type === 'string')).toHaveLength(0)
  await chat.pressEnter()
  const text = await agent.received('string', (d) => String(d.consumer_say).includes('[emjoy_01]'))
  expect(text.consumer_say).toBe('<b>你好</b>[emjoy_01]')
  await chat.seeMyEmojiMessage('[emjoy_01]')
  await expect(chat.dialog.locator('b')).toHaveCount(0)
  await expect(chat.input).toHaveText('')

  // an image
  await chat.uploadImage(PNG)
  const image = await agent.received('image')
  expect(String(image.consumer_say)).toMatch(/^upload\/chat\/\d{8}\/[0-9a-f]+\.png$/)
  await expect(chat.messages().getByRole('img', { name: '图片消息' })).toHaveCount(1)

  // the agent answers: shown once, the list's preview follows
  await agent.answer(memberId, '您好，有货的')
  await chat.seeMessageOnce('您好，有货的')
  await expect(chat.contact(/自营|店/).first()).toBeVisible()

  // the server drops the member's socket; while it cannot reconnect the agent answers twice
  let blocked = true
  await page.routeWebSocket(/\/wss/, (ws) => {
    if (blocked) ws.close({ code: 1011 })
    else ws.connectToServer()
  })
  await ops('chat:drop', member.username)
  await chat.seeStatus('正在重新连接')
  await agent.answer(memberId, '补充一：明天发货')
  await agent.answer(memberId, '补充二：包邮')
  blocked = false
  await chat.seeStatus('客服在线')
  await chat.seeMessageOnce('补充一：明天发货')
  await chat.seeMessageOnce('补充二：包邮')
  await chat.seeMessageOnce('您好，有货的')

  // switching: the platform's conversation; a new answer of the shop shows as unread there
  await chat.contact('平台客服').click()
  await chat.seeMessageOnce('平台你好')
  await expect(chat.messages().filter({ hasText: '补充一' })).toHaveCount(0)
  await agent.answer(memberId, '还在吗')
  await expect(chat.dialog.getByTestId('chat-unread')).toHaveText('1')
  await chat.dialog.getByTestId('chat-contact').filter({ has: page.getByTestId('chat-unread') }).click()
  await chat.seeMessageOnce('还在吗')
  await expect(chat.dialog.getByTestId('chat-unread')).toHaveCount(0)

  // closing says bye: the agent is told
  await chat.close()
  await agent.received('disconnect', (d) => Number(d.member_id) === memberId)
  agent.close()
})

test('no payload runs as script: the agent sends the usual XSS strings, the member sees them as text', async ({ page, member }) => {
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  const agent = await newAgent(SHOP)
  await call('/servicer/api/chat/say', { token, site_id: SHOP, content_type: 0, message: 'hi', client_msg_id: 'e2e-xss-1' })
  // the member as the agent's member list finds them (whichever agent of the shop was assigned)
  const found = await agent.call<{ list: Array<{ member_id: number }> }>('/servicer/servicer/index/memberList', { page: 1, page_size: 5, member_name: member.username })
  const memberId = Number(found.data.list[0]?.member_id)
  const payloads = ['<img src=x onerror="window.xssRan=1">', '<script>window.xssRan=2</script>', '"><svg onload=window.xssRan=3>']
  for (const p of payloads) await agent.answer(memberId, p)
  const sku = await skuOfShop(SHOP)
  await page.goto(`sku-${sku.sku_id}`)
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  // page 1 holds the 4 newest: the three payloads and 'hi'
  for (const p of payloads) await chat.seeMessageOnce(p)
  expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined()
  agent.close()
})

test('a visitor is told to log in; English wording', async ({ page }) => {
  await withoutPopups(page)
  const sku = await skuOfShop(SHOP)
  await page.goto(`sku-${sku.sku_id}`)
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  await expect(chat.dialog).toContainText('您还未登录')
  await chat.seeAccessible()
})

for (const lang of ['zh-cn', 'en-us'] as const) {
  test(`screenshot of the dialog (${lang})`, async ({ page, member }) => {
    await withoutPopups(page)
    if (lang === 'en-us') await useEnglish(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    const token = await loginByApi(page, member)
    const agent = await newAgent(SHOP)
    await call('/servicer/api/chat/say', { token, site_id: SHOP, content_type: 0, message: '请问什么时候发货？[emjoy_03]', client_msg_id: `shot-${lang}` })
    const found = await agent.call<{ list: Array<{ member_id: number }> }>('/servicer/servicer/index/memberList', { page: 1, page_size: 5, member_name: member.username })
    await agent.answer(Number(found.data.list[0]?.member_id), '您好，今天下午发货[emjoy_01]')
    const sku = await skuOfShop(SHOP)
    await page.goto(`sku-${sku.sku_id}`)
    await page.getByRole('button', { name: lang === 'en-us' ? 'Chat' : '联系客服' }).click()
    const chat = new ChatDialog(page)
    await expect(chat.dialog).toBeVisible()
    await chat.seeMessageOnce('您好，今天下午发货')
    await expect(chat.dialog.getByTestId('chat-pending')).toBeVisible()
    await shot(page, `chat-dialog-${lang}`, 'viewport')
    agent.close()
  })
}
