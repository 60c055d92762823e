import type { Browser, Page } from '@playwright/test'
import { API, call, expect, loginByApi, ops, shot, test, useEnglish, withoutPopups, type Member } from './fixtures.ts'
import { ChatDialog } from './pages/chat.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { placeOrder } from './order-setup.ts'
import { ServicerConsole } from './pages/servicer.ts'
import { LoginPage } from './pages/auth.ts'

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
    await shot(page, `servicer-console-${lang}`, 'viewport')
    await context.close()
  })
}

// ---- issue 22: what a member and a shop agent met chatting in two browsers ----

/** a dead network for one page's chat socket: frames stop both ways, nothing closes by itself */
async function cuttableSocket(page: Page) {
  const net = { dead: false }
  await page.routeWebSocket(/\/wss\/?$/, (ws) => {
    if (net.dead) {
      ws.close({ code: 1006, reason: 'network down' })
      return
    }
    const server = ws.connectToServer()
    server.onMessage((m) => {
      if (!net.dead) ws.send(m)
    })
    ws.onMessage((m) => {
      if (!net.dead) server.send(m)
    })
    server.onClose((code, reason) => {
      if (!net.dead) ws.close({ code, reason })
    })
    ws.onClose((code, reason) => server.close({ code, reason }))
  })
  return net
}

test('one member in two tabs: what either tab sends shows in both and at the agent; closing the dialog in one tab keeps the member online', async ({ page, browser, member }) => {
  test.setTimeout(120_000)
  const { agent, context } = await agentConsole(browser, await newAgentAccount(SHOP))
  await withoutPopups(page)
  await loginByApi(page, member)
  const sku = await skuOfShop(SHOP)
  const tab1 = await openChatFromGoods(page, sku.sku_id)
  const page2 = await page.context().newPage()
  const tab2 = await openChatFromGoods(page2, sku.sku_id)
  await tab1.seeStatus('客服在线')
  await tab2.seeStatus('客服在线')

  // tab 2 writes: tab 1 shows it as the member's own, once; the agent too
  await tab2.type('从第二个标签页发的')
  await tab2.pressEnter()
  await tab2.seeMessageOnce('从第二个标签页发的')
  await tab1.seeMessageOnce('从第二个标签页发的')
  await expect(tab1.messages().filter({ hasText: '从第二个标签页发的' })).toHaveAttribute('data-mine', 'true')
  await agent.open(member.username)
  await agent.seeMessageOnce('从第二个标签页发的')
  // and back
  await tab1.type('第一个标签页也在')
  await tab1.pressEnter()
  await tab2.seeMessageOnce('第一个标签页也在')
  await tab1.seeMessageOnce('第一个标签页也在')
  await agent.seeMessageOnce('第一个标签页也在')
  // the agent's answer reaches both
  await agent.type('两个窗口都能看到')
  await agent.pressEnter()
  await tab1.seeMessageOnce('两个窗口都能看到')
  await tab2.seeMessageOnce('两个窗口都能看到')

  // tab 2 closes its dialog: the member still chats from tab 1, online, and the agent may end it
  await tab2.close()
  await page2.close()
  await page.waitForTimeout(500)
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'true')
  await expect(agent.thread.getByRole('button', { name: '结束会话' })).toBeEnabled()
  await tab1.type('我还在')
  await tab1.pressEnter()
  await agent.seeMessageOnce('我还在')
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'true')
  await shot(page, 'chat-two-tabs-member')
  await shot(agent.page, 'chat-two-tabs-console')
  // the last tab closes its dialog: offline now
  await tab1.close()
  await expect(agent.member(member.username)).toHaveAttribute('data-online', 'false')
  await context.close()
})

test('a picture still uploading when a text is sent arrives first, in order; a failed upload shows 重发 and resends', async ({ page, browser, member }) => {
  test.setTimeout(120_000)
  const { agent, context } = await agentConsole(browser, await newAgentAccount(SHOP))
  await withoutPopups(page)
  await loginByApi(page, member)
  const chat = await openChatFromGoods(page, (await skuOfShop(SHOP)).sku_id)
  await chat.seeStatus('客服在线')
  // the upload is slow: it waits until the text has been sent
  const gate: { open?: () => void } = {}
  const released = new Promise<void>((r) => (gate.open = r))
  let fail = false
  await page.route('**/api/upload/chatimg', async (route) => {
    if (fail) return route.abort('failed')
    await released
    await route.continue()
  })
  await chat.uploadImage(PNG)
  await chat.type('图片在上面')
  await chat.pressEnter()
  await expect(chat.messages()).toHaveCount(2)
  gate.open?.()
  await agent.open(member.username)
  await expect(agent.messages()).toHaveCount(2)
  // in the order written: the picture, then the text
  await expect(agent.messages().nth(0).getByRole('img', { name: '图片消息' })).toBeVisible()
  await expect(agent.messages().nth(1)).toContainText('图片在上面')
  await expect(chat.messages().nth(0).getByRole('img', { name: '图片消息' })).toBeVisible()
  await expect(chat.messages().getByText('发送中')).toHaveCount(0)

  // the network fails the next upload: the picture shows 发送失败 with 重发; resent, it arrives once
  fail = true
  await chat.uploadImage(PNG)
  await expect(chat.messages().filter({ hasText: '发送失败' })).toHaveCount(1)
  await shot(page, 'chat-picture-failed')
  fail = false
  await chat.messages().getByRole('button', { name: '重发' }).click()
  await expect(chat.messages().filter({ hasText: '发送失败' })).toHaveCount(0)
  await expect(agent.messages().getByRole('img', { name: '图片消息' })).toHaveCount(2)
  await context.close()
})

test('a member writing to a new shop sees it in their conversation list with the preview of what they wrote', async ({ page, member }) => {
  await withoutPopups(page)
  await loginByApi(page, member)
  const chat = await openChatFromGoods(page, (await skuOfShop(SHOP)).sku_id)
  await chat.type('第一次联系这家店')
  await chat.pressEnter()
  await chat.seeMessageOnce('第一次联系这家店')
  await expect(chat.dialog.getByTestId('chat-contact')).toHaveCount(1)
  await expect(chat.dialog.getByTestId('chat-contact').first()).toContainText('第一次联系这家店')
  await chat.type('再补充一句')
  await chat.pressEnter()
  await expect(chat.dialog.getByTestId('chat-contact').first()).toContainText('再补充一句')
})

test('exactly 150 characters are sent (the dialog and the console say at most 150); 151 are refused', async ({ page, browser, member }) => {
  test.setTimeout(90_000)
  const { agent, context, page: agentPage } = await agentConsole(browser, await newAgentAccount(SHOP))
  await withoutPopups(page)
  await loginByApi(page, member)
  const chat = await openChatFromGoods(page, (await skuOfShop(SHOP)).sku_id)
  const text150 = '好'.repeat(149) + '!'
  await chat.type(text150)
  await expect(chat.dialog.getByTestId('chat-counter')).toHaveText('150/150')
  await chat.pressEnter()
  await chat.seeMessageOnce(text150)
  await expect(page.getByText('一次最多发送150个字符')).toHaveCount(0)
  await chat.type(text150 + '?')
  await expect(chat.dialog.getByTestId('chat-counter')).toContainText('151/150')
  await expect(chat.dialog.getByTestId('chat-counter')).toContainText('一次最多发送150个字符')
  await chat.pressEnter()
  await expect(page.getByText('一次最多发送150个字符').nth(1)).toBeVisible()
  await expect(chat.messages().filter({ hasText: text150 + '?' })).toHaveCount(0)
  // the agent: 150 goes too
  await agent.open(member.username)
  await agent.seeMessageOnce(text150)
  const answer150 = '行'.repeat(150)
  await agent.type(answer150)
  await agent.pressEnter()
  await chat.seeMessageOnce(answer150)
  await expect(agentPage.getByText('一次最多发送150个字符')).toHaveCount(0)
  await context.close()
})

test('a dead network: after the heartbeat goes unanswered the dialog and the console say the connection is gone, and come back with it', async ({ page, browser, member }) => {
  test.setTimeout(120_000)
  // the agent's browser, its clock under the test's hand, its socket's network cuttable
  const agentContext = await browser.newContext({ baseURL: `${API}/web/`, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' })
  const agentPage = await agentContext.newPage()
  // the page clocks run with real time until the network dies (the heartbeats keep both sides
  // online however long the set-up takes on a busy machine), then stop and jump
  await agentPage.clock.install()
  await agentPage.clock.resume()
  const agentNet = await cuttableSocket(agentPage)
  const agent = new ServicerConsole(agentPage)
  await agent.goto()
  const account = await newAgentAccount(SHOP)
  await agent.login(account.username, account.password)
  await agent.seeStatus('在线接待中')

  await page.clock.install()
  await page.clock.resume()
  const memberNet = await cuttableSocket(page)
  await withoutPopups(page)
  await loginByApi(page, member)
  const chat = await openChatFromGoods(page, (await skuOfShop(SHOP)).sku_id)
  await chat.seeStatus('客服在线')

  // 70 s without a network on both sides (the page clocks jump; nothing waits 70 s)
  await page.clock.pauseAt(Date.now() + 1000)
  await agentPage.clock.pauseAt(Date.now() + 1000)
  memberNet.dead = true
  agentNet.dead = true
  await context_offline(page, agentPage, true)
  await page.clock.runFor(70_000)
  await agentPage.clock.runFor(70_000)
  await chat.seeStatus('连接已断开，正在重新连接…')
  await expect(chat.dialog.getByText('客服在线')).toHaveCount(0)
  await agent.seeStatus('连接已断开，正在重新连接…')

  // the network is back: both reconnect
  memberNet.dead = false
  agentNet.dead = false
  await context_offline(page, agentPage, false)
  // the clocks go on a second at a time while the real sockets connect: a jump of 20 s at once
  // would pass a reconnect attempt's own deadline before its socket (real time) could open
  await backTogether(agentPage, () => agent.status.textContent(), '在线接待中')
  await backTogether(page, () => chat.dialog.getByTestId('chat-status').textContent(), '客服在线')
  await agent.seeStatus('在线接待中')
  await chat.seeStatus('客服在线')
  await agentContext.close()
})

/** the page's clock a second on at each look, until what it shows contains `text` (60 page seconds at most) */
async function backTogether(page: Page, read: () => Promise<string | null>, text: string) {
  let ran = 0
  await expect
    .poll(async () => {
      if ((await read())?.includes(text)) return true
      if (ran < 60_000) {
        await page.clock.runFor(1000)
        ran += 1000
      }
      return false
    }, { message: `${text} once the network is back`, intervals: [100], timeout: 30_000 })
    .toBe(true)
}

async function context_offline(memberPage: Page, agentPage: Page, offline: boolean) {
  await memberPage.context().setOffline(offline)
  await agentPage.context().setOffline(offline)
}

test('logging out closes the chat for good: no login prompt pops up, and the next member in the same tab gets nothing of the last one', async ({ page, member, otherMember }) => {
  await withoutPopups(page)
  await loginByApi(page, member)
  const sku = await skuOfShop(SHOP)
  const chat = await openChatFromGoods(page, sku.sku_id)
  await expect(chat.dialog.getByTestId('chat-pending')).toContainText(sku.sku_name)
  await chat.close()
  // 退出: no 客服咨询 dialog, no 您还未登录
  await page.getByRole('button', { name: '退出' }).click()
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible()
  await page.waitForTimeout(800)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('您还未登录')).toHaveCount(0)
  // another member logs in in the same tab (no reload): the chat does not open by itself
  await page.getByRole('link', { name: '您好，请登录' }).click()
  const login = new LoginPage(page)
  await login.loginWith(otherMember.username, otherMember.password)
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible()
  await page.waitForTimeout(800)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await shot(page, 'chat-after-relogin')
  // asked, it opens — without the previous member's product card
  await page.getByRole('complementary').getByRole('button', { name: '客服' }).click()
  await chat.seeOpen()
  await expect(chat.dialog.getByTestId('chat-pending')).toHaveCount(0)
  await expect(chat.dialog.getByText(sku.sku_name)).toHaveCount(0)
})
