import { expect, type Locator } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** the agent console at /web/servicer/ (issue 10): login, members, the conversation, member details */
export class ServicerConsole extends PageModel {
  async goto() {
    await this.page.goto('servicer/')
  }
  async login(username: string, password: string) {
    await this.page.getByLabel(/客服账号|Agent account/).fill(username)
    await this.page.getByLabel(/^(\*)?(密码|Password)$/).fill(password)
    await this.page.getByRole('button', { name: /^(登录|Log in)$/ }).click()
  }
  async seeLoginError(text: RegExp | string) {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible()
  }
  get status() {
    return this.page.getByTestId('servicer-status')
  }
  async seeStatus(text: RegExp | string) {
    await expect(this.status).toContainText(text)
  }
  members() {
    return this.page.getByTestId('servicer-member')
  }
  member(name: RegExp | string): Locator {
    return this.members().filter({ hasText: name })
  }
  async seeUnread(name: RegExp | string, count: number) {
    const badge = this.member(name).getByTestId('servicer-unread')
    if (count === 0) await expect(badge).toHaveCount(0)
    else await expect(badge).toHaveText(String(count))
  }
  async seePreview(name: RegExp | string, text: RegExp | string) {
    await expect(this.member(name).getByTestId('servicer-preview')).toContainText(text)
  }
  async search(name: string) {
    await this.page.getByRole('searchbox', { name: /搜索会员名称|Search members by name/ }).fill(name)
  }
  async open(name: RegExp | string) {
    await this.member(name).click()
    await expect(this.member(name)).toHaveAttribute('aria-current', 'true')
  }
  get thread() {
    return this.page.getByRole('main')
  }
  messages() {
    return this.page.getByTestId('servicer-messages').getByTestId('chat-message')
  }
  /** a message with this text shows exactly once */
  async seeMessageOnce(text: string) {
    await expect(this.messages().filter({ hasText: text })).toHaveCount(1)
  }
  get input() {
    return this.page.getByRole('textbox', { name: /输入消息|Message/ })
  }
  async type(text: string) {
    await this.input.click()
    await this.page.keyboard.type(text)
  }
  async pickEmoji(n: number) {
    await this.page.getByRole('button', { name: /^(表情|Emoji)$/ }).click()
    await this.page.getByRole('button', { name: `[emjoy_${String(n).padStart(2, '0')}]`, exact: true }).click()
  }
  async pressEnter() {
    await this.input.press('Enter')
  }
  async uploadImage(png: Buffer) {
    await this.page.getByTestId('chat-image-input').setInputFiles({ name: 'reply.png', mimeType: 'image/png', buffer: png })
  }
  async endConversation() {
    await this.page.getByRole('button', { name: /结束会话|End conversation/ }).click()
  }
  async logout() {
    await this.page.getByRole('button', { name: /退出登录|Log out/ }).click()
    await expect(this.page.getByRole('button', { name: /^(登录|Log in)$/ })).toBeVisible()
  }
  async seeMemberInfo(text: RegExp | string) {
    await expect(this.page.getByTestId('servicer-member-info')).toContainText(text)
  }
}
