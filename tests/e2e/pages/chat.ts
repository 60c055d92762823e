import { expect, type Locator, type Page } from '@playwright/test'
import { WebSocket } from 'ws'
import { API, E2E_PORT, call } from '../fixtures.ts'
import { PageModel } from './a11y.ts'

/** the customer-service dialog (spec §2), wherever it was opened */
export class ChatDialog extends PageModel {
  readonly dialog: Locator
  constructor(page: Page) {
    super(page)
    this.dialog = page.getByRole('dialog')
  }
  async seeOpen(title: RegExp | string = /客服咨询/) {
    await expect(this.dialog).toBeVisible()
    await expect(this.dialog.getByRole('heading')).toContainText(title)
  }
  async seeStatus(text: RegExp | string) {
    await expect(this.dialog.getByTestId('chat-status')).toContainText(text)
  }
  get input() {
    return this.dialog.getByRole('textbox', { name: '输入消息' })
  }
  async type(text: string) {
    await this.input.click()
    await this.page.keyboard.type(text)
  }
  async pickEmoji(n: number) {
    await this.dialog.getByRole('button', { name: '表情', exact: true }).click()
    await this.dialog.getByRole('button', { name: `[emjoy_${String(n).padStart(2, '0')}]` }).click()
  }
  async pressEnter(modifier?: 'Shift' | 'Control' | 'Alt' | 'Meta') {
    await this.input.press(modifier ? `${modifier}+Enter` : 'Enter')
  }
  async sendPending() {
    await this.dialog.getByTestId('chat-pending').getByRole('button').click()
  }
  async uploadImage(png: Buffer) {
    await this.dialog.getByTestId('chat-image-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png })
  }
  messages() {
    return this.dialog.getByTestId('chat-message')
  }
  /** a message with this text shows exactly once */
  async seeMessageOnce(text: string) {
    await expect(this.messages().filter({ hasText: text })).toHaveCount(1)
  }
  async seeMyEmojiMessage(code: string) {
    await expect(this.messages().filter({ has: this.page.getByRole('img', { name: code }) }).first()).toBeVisible()
  }
  contact(name: RegExp | string) {
    return this.dialog.getByTestId('chat-contact').filter({ hasText: name })
  }
  async seeUnread(name: RegExp | string, count: number) {
    const badge = this.contact(name).getByTestId('chat-unread')
    if (count === 0) await expect(badge).toHaveCount(0)
    else await expect(badge).toHaveText(String(count))
  }
  async close() {
    await this.dialog.getByRole('button', { name: '关闭' }).click()
    await expect(this.dialog).toBeHidden()
  }
}

interface Push {
  type: string
  data: Record<string, unknown>
}

/**
 * A shop agent on the real server, as the agent console talks to it: logged in, its own socket bound
 * (so the shop's service is online), the pushes it receives recorded, answers through the API.
 */
export class ChatAgent {
  token = ''
  pushes: Push[] = []
  private ws: WebSocket | null = null
  readonly username: string
  readonly password: string
  constructor(username: string, password: string) {
    this.username = username
    this.password = password
  }

  async connect() {
    const login = await call<{ token: string }>('/servicer/servicer/login/login', { username: this.username, password: this.password })
    if (login.code !== 0) throw new Error(`agent login: ${login.message}`)
    this.token = login.data.token
    const ws = new WebSocket(`ws://localhost:${E2E_PORT}/wss`)
    this.ws = ws
    const clientId = await new Promise<string>((resolve, reject) => {
      ws.on('message', (raw) => {
        const push = JSON.parse(String(raw)) as Push
        if (push.type === 'init') resolve(String(push.data.client_id))
        else if (push.type !== 'pong') this.pushes.push(push)
      })
      ws.on('error', reject)
    })
    const bound = await this.call('/servicer/servicer/chat/bind', { client_id: clientId })
    if (bound.code !== 0) throw new Error(`agent bind: ${bound.message}`)
    // the console's heartbeat: the gateway closes a socket silent for 60 s (an agent kept online
    // across a long walk stays online)
    const beat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), 20_000)
    beat.unref()
    ws.on('close', () => clearInterval(beat))
  }
  call<T = unknown>(path: string, params: Record<string, unknown> = {}) {
    return call<T>(path, { ...params, token: this.token })
  }
  /** waits for a push of this type matching the test */
  async received(type: string, test: (data: Record<string, unknown>) => boolean = () => true): Promise<Record<string, unknown>> {
    await expect.poll(() => this.pushes.some((p) => p.type === type && test(p.data)), { message: `agent got a ${type} push`, timeout: 10_000 }).toBe(true)
    return this.pushes.find((p) => p.type === type && test(p.data))!.data
  }
  async answer(memberId: number, text: string) {
    const res = await this.call('/servicer/servicer/chat/answer', { member_id: memberId, content_type: 0, servicer_say: text })
    if (res.code !== 0) throw new Error(`answer: ${res.message}`)
  }
  close() {
    this.ws?.close()
  }
}

export { API }
