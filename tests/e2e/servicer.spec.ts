import type { Browser, Page } from '@playwright/test'
import { API, call, expect, loginByApi, ops, test, useEnglish, withoutPopups, type Member } from './fixtures.ts'
import { ChatDialog } from './pages/chat.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { placeOrder } from './order-setup.ts'
import { ServicerConsole } from './pages/servicer.ts'

// The agent console (issue 10) against the real server, with two browsers: a member in the
// storefront's chat dialog and a shop agent in /web/servicer/. Shop 2: chat.spec.ts's agents serve
// shop 1, so a member here is always routed to this test's agent.

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const SHOP = 2

async function skuOfShop(siteId: number): Promise<{ sku_id: number; sku_name: string }> {
  const res = await call<{ list: Array<{ sku_id: number; sku_name: string; site_id: number }> }>('/api/goodssku/page', { site_id: siteId, page_size: 1 })
  const sku = res.data.list.find((s) => s.site_id === siteId)
  if (!sku) throw new Error(`no goods in shop ${siteId}`)
  return sku
}

let agents = 0
/** a new agent of the shop, through the operator CLI (as a shop would add one) */
async function newAgentAccount(siteId: number) {
  agents += 1
  const username = `c${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${agents}`
  await ops('servicer:add', username, String(siteId), 'agent123', '小客服')
  return { username, password: 'agent123' }
}

async function memberToken(member: Member) {
  const res = await call<{ token: string }>('/api/login/login', { ...member, autoLoginRange: 0 })
  if (res.code !== 0) throw new Error(`login failed: ${res.message}`)
  return res.data.token
}

let said = 0
/** a member's message through the API (as their dialog sends it) */
async function memberSays(token: string, message: string, siteId = SHOP) {
  said += 1
  const res = await call('/servicer/api/chat/say', { token, site_id: siteId, content_type: 0, message, client_msg_id: `sv-${process.pid}-${Date.now()}-${said}` })
  if (res.code !== 0) throw new Error(`say: ${res.message}`)
}

/** the agent's browser: a context of its own (its own cookies), logged in to the console */
async function agentConsole(browser: Browser, account: { username: string; password: string }, opts: { english?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: `${API}/web/`, viewport: { width: 1366, height: 800 }, locale: opts.english ? 'en-US' : 'zh-CN' })
  const page = await context.newPage()
  if (opts.english) await useEnglish(page)
  const agent = new ServicerConsole(page)
  await agent.goto()
  await agent.login(account.username, account.password)
  await agent.seeStatus(opts.english ? 'Online' : '在线接待中')
  return { agent, page, context }
}

async function openChatFromGoods(page: Page, skuId: number) {
  const detail = new CatalogDetailPage(page)
  await detail.goto(skuId)
  await detail.seeLoaded()
  await page.getByRole('button', { name: '联系客服' }).click()
  const chat = new ChatDialog(page)
  await chat.seeOpen()
  return chat
}

test('member and agent in two browsers: cards, emoji, images both ways, unread and previews, switching, a dropped console socket, bye, ending, logout', async ({
  page,
  browser,
  member,
  otherMember,
}) => {
  test.setTimeout(150_000)
  const account = await newAgentAccount(SHOP)

  // the agent logs in (a wrong password first: the server's message)
  const agentContext = await browser.newContext({ baseURL: `${API}/web/`, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' })
  const agentPage = await agentContext.newPage()
  const agent = new ServicerConsole(agentPage)
  const consoleAnswer = await agentPage.goto('servicer/')
  expect(consoleAnswer!.headers()['content-security-policy']).toContain("script-src 'self'")
  await agent.login(account.username, 'wrong-password')
  await agent.seeLoginError('用户名或密码错误')
  await agent.seeAccessible()
  await agent.login(account.username, account.password)
  await agent.seeStatus('在线接待中')
  await expect(agentPage.getByText('选择左侧的会员开始接待')).toBeVisible()

  // the member: an earlier conversation with the platform, then the chat from a goods page
  await withoutPopups(page)
  const token = await loginByApi(page, member)
  await memberSays(token, '平台你好', 0)
  const sku = await skuOfShop(SHOP)
  const chat = await openChatFromGoods(page, sku.sku_id)
  await chat.seeStatus('客服在线')
  await expect(chat.dialog.getByTestId('chat-pending')).toContainText(sku.sku_name)

  // the pending product card, sent: the agent's list shows the member, unread, with the card's preview
  await chat.sendPending()
  await agent.seeUnread(member.username, 1)
  await agent.seePreview(member.username, '商品消息')
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'true')
  // opened: read, the card rendered as a card, the member's details beside
  await agent.open(member.username)
  await agent.seeUnread(member.username, 0)
  await expect(agent.messages().getByTestId('chat-goods-card')).toContainText(sku.sku_name)
  await agent.seeMemberInfo(/会员等级/)

  // text with an emoji, then an image: each shows once, live
  await chat.type('有货吗')
  await chat.pickEmoji(3)
  await chat.pressEnter()
  await expect(agent.messages().filter({ has: agentPage.getByRole('img', { name: '[emjoy_03]' }) })).toHaveCount(1)
  await agent.seeMessageOnce('有货吗')
  await chat.uploadImage(PNG)
  await expect(agent.messages().getByRole('img', { name: '图片消息' })).toHaveCount(1)
  await agent.seePreview(member.username, '图片消息')
  // the open conversation stays read
  await agent.seeUnread(member.username, 0)

  // the agent answers: blank refused, text with an emoji (Enter), an image
  await agent.pressEnter()
  await expect(agentPage.getByText('不能发送空白内容')).toBeVisible()
  await agent.type('有的，今天发出')
  await agent.pickEmoji(1)
  await agent.pressEnter()
  await chat.seeMessageOnce('有的，今天发出')
  await expect(chat.messages().filter({ hasText: '有的，今天发出' }).getByRole('img', { name: '[emjoy_01]' })).toHaveCount(1)
  await agent.uploadImage(PNG)
  await expect(chat.messages().filter({ has: page.getByRole('img', { name: '图片消息' }) })).toHaveCount(2)
  await agent.seeMessageOnce('有的，今天发出')
  await agent.seePreview(member.username, '图片消息')

  // the member's side: in another conversation, the shop's answer shows as unread with its preview
  await chat.contact('平台客服').click()
  await chat.seeMessageOnce('平台你好')
  await agent.type('还有别的问题吗')
  await agent.pressEnter()
  await expect(chat.dialog.getByTestId('chat-unread')).toHaveText('1')
  await expect(chat.dialog.getByTestId('chat-contact').filter({ has: page.getByTestId('chat-unread') })).toContainText('还有别的问题吗')
  await chat.dialog.getByTestId('chat-contact').filter({ has: page.getByTestId('chat-unread') }).click()
  await chat.seeMessageOnce('还有别的问题吗')
  await expect(chat.dialog.getByTestId('chat-unread')).toHaveCount(0)

  // a second member writes: listed with their unread count; the agent switches between the two
  const otherToken = await memberToken(otherMember)
  await memberSays(otherToken, '请问可以开发票吗？')
  await agent.seeUnread(otherMember.username, 1)
  // search by name: only that member; cleared, everyone again
  await agent.search(otherMember.username)
  await expect(agent.members()).toHaveCount(1)
  await agent.search('no-such-member-xyz')
  await expect(agentPage.getByText('没有找到该会员')).toBeVisible()
  await agent.search('')
  await expect(agent.member(member.username)).toBeVisible()
  await agent.open(otherMember.username)
  await agent.seeMessageOnce('请问可以开发票吗？')
  await expect(agent.messages().filter({ hasText: '有货吗' })).toHaveCount(0)
  await agent.type('可以的')
  await agent.pressEnter()
  await agent.seeMessageOnce('可以的')
  await agent.open(member.username)
  await agent.seeMessageOnce('有货吗')
  await agent.seeMessageOnce('还有别的问题吗')
  await expect(agent.messages().filter({ hasText: '可以的' })).toHaveCount(0)

  // the server drops the console's socket; while it cannot reconnect the member writes twice
  let blocked = true
  await agentPage.routeWebSocket(/\/wss/, (ws) => {
    if (blocked) ws.close({ code: 1011 })
    else ws.connectToServer()
  })
  await ops('chat:drop-agent', account.username)
  await agent.seeStatus('正在重新连接')
  await memberSays(token, '补充一：要两件')
  await memberSays(token, '补充二：红色的')
  blocked = false
  await agent.seeStatus('在线接待中')
  await agent.seeMessageOnce('补充一：要两件')
  await agent.seeMessageOnce('补充二：红色的')
  await agent.seeMessageOnce('有货吗')
  await agent.seeMessageOnce('有的，今天发出')
  await agent.seeAccessible()

  // the member closes the dialog: bye — the console shows them offline
  await chat.close()
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'false')
  await expect(agentPage.getByRole('button', { name: '结束会话' })).toBeDisabled()

  // back again; the agent ends the conversation: the member is told
  await page.getByRole('button', { name: '联系客服' }).click()
  await chat.seeStatus('客服在线')
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'true')
  await agent.endConversation()
  await chat.seeStatus('会话已结束')
  await expect(agentPage.getByRole('button', { name: '结束会话' })).toBeDisabled()

  // logout: bye (offline) and the token revoked
  await agent.logout()
  expect(await ops('chat:agents')).toMatch(new RegExp(`${account.username}\\s+site ${SHOP}\\s+offline`))
  await agentPage.goto('servicer/')
  await expect(agentPage.getByRole('button', { name: '登录' })).toBeVisible()
  await agentContext.close()
})

test('no payload runs as script in the console (the usual XSS strings show as text); older pages on demand', async ({ browser, member }) => {
  const account = await newAgentAccount(SHOP)
  const token = await memberToken(member)
  const payloads = ['<img src=x onerror="window.xssRan=1">', '<script>window.xssRan=2</script>', '"><svg onload=window.xssRan=3>']
  for (const p of payloads) await memberSays(token, p)
  // 13 more, then the last: the newest page (15) leaves the first two payloads for the older page
  for (let i = 1; i <= 13; i++) await memberSays(token, `第 ${i} 条`)
  await memberSays(token, 'javascript:alert(4)')
  const { agent, page, context } = await agentConsole(browser, account)
  await agent.seePreview(member.username, 'javascript:alert(4)')
  await agent.seeUnread(member.username, 17)
  await agent.open(member.username)
  await expect(agent.messages()).toHaveCount(15)
  await expect(agent.messages().filter({ hasText: payloads[0]! })).toHaveCount(0)
  await page.getByRole('button', { name: '查看更早的消息' }).click()
  await expect(page.getByText('没有更早的消息了')).toBeVisible()
  await expect(agent.messages()).toHaveCount(17)
  for (const p of [...payloads, 'javascript:alert(4)']) await agent.seeMessageOnce(p)
  expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined()
  await expect(page.locator('[data-testid="servicer-messages"] script, [data-testid="servicer-messages"] svg[onload]')).toHaveCount(0)
  await context.close()
})

test('an expired or revoked agent login goes back to the login page, saying so', async ({ browser }) => {
  const account = await newAgentAccount(SHOP)
  const { page, context } = await agentConsole(browser, account)
  // the token revoked behind the console's back (as a logout elsewhere does)
  const cookie = (await context.cookies()).find((c) => c.name === 'bazaar_servicer_token')!
  await call('/servicer/servicer/login/logout', { token: cookie.value })
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: '登录已失效' })).toBeVisible()
  await context.close()
})

for (const lang of ['zh-cn', 'en-us'] as const) {
  test(`the member's product and order cards in the console; screenshot (${lang})`, async ({ page: memberPage, browser, member, otherMember }) => {
    const english = lang === 'en-us'
    const account = await newAgentAccount(SHOP)
    const sku = await skuOfShop(SHOP)
    // an order of the member in this shop, sent as an order card (as 联系客服 on the order page does)
    const order = await placeOrder(memberPage, member, { skuId: sku.sku_id })
    const token = order.token
    await call('/servicer/api/chat/say', { token, site_id: SHOP, content_type: 2, order_id: order.orderId, client_msg_id: `shot-order-${lang}-${Date.now()}` })
    await call('/servicer/api/chat/say', { token, site_id: SHOP, content_type: 1, goods_id: sku.sku_id, client_msg_id: `shot-card-${lang}-${Date.now()}` })
    await memberSays(token, '请问这款还有白色的吗？[emjoy_05]')
    await memberSays(await memberToken(otherMember), '你好，在吗')
    const { agent, page, context } = await agentConsole(browser, account, { english })
    await agent.open(member.username)
    await agent.type(english ? 'Hello, it ships this afternoon ' : '您好，今天下午就能发出')
    await agent.pickEmoji(1)
    await agent.pressEnter()
    await agent.seeMessageOnce(english ? 'Hello, it ships this afternoon' : '您好，今天下午就能发出')
    await expect(agent.messages().getByTestId('chat-goods-card')).toContainText(sku.sku_name)
    await expect(agent.messages().getByTestId('chat-order-card')).toContainText(order.orderNo)
    // the member's order page is not the agent's: the card carries no 查看订单 link in the console
    await expect(agent.messages().getByTestId('chat-order-card').getByRole('link')).toHaveCount(0)
    await agent.seeMemberInfo(english ? 'Level' : '会员等级')
    await agent.seeAccessible()
    await page.screenshot({ path: `test-results/screenshots/servicer-console-${lang}.png` })
    await context.close()
  })
}
