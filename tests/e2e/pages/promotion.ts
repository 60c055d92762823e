import { expect, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /promotion/seckill: the slot strip, the countdown, the slot's goods */
export class SeckillZonePage extends PageModel {
  async goto() {
    await this.page.goto('promotion/seckill')
  }
  async seeLoaded() {
    await expect(this.page.getByRole('heading', { name: '限时秒杀', level: 1 })).toBeVisible()
    await expect(this.page.getByTestId('seckill-slot').first()).toBeVisible()
    await expect(this.page.getByTestId('seckill-card').first()).toBeVisible()
  }
  /** the slot chosen from the server time is the running one, and the countdown runs to its end */
  async seeCurrentSlotRunning() {
    const pressed = this.page.locator('[data-testid="seckill-slot"][aria-pressed="true"]')
    await expect(pressed).toHaveCount(1)
    await expect(pressed).toContainText('抢购中')
    await expect(this.page.getByTestId('slot-countdown')).toContainText('本场距结束')
    const timer = this.page.getByTestId('slot-countdown').getByRole('timer')
    const first = await timer.getAttribute('aria-label')
    await expect(timer).not.toHaveAttribute('aria-label', first!, { timeout: 3000 })
  }
  async pickSlot(index: number) {
    await this.page.getByTestId('seckill-slot').nth(index).click()
  }
  async seeSlotMessage(text: RegExp) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible()
  }
  cards() {
    return this.page.getByTestId('seckill-card')
  }
  async openCard(index = 0) {
    await this.cards().nth(index).getByRole('link', { name: '立即抢购' }).click()
  }
}

/** a promotion goods detail: seckill-{id}, groupbuy-{id}, topic-goods-{id} */
export class PromoDetailPage extends PageModel {
  async seeLoaded() {
    await expect(this.page.getByTestId('goods-title')).toBeVisible()
    await expect(this.page.getByTestId('promo-price')).toBeVisible()
  }
  async seeCountdown(label: '距结束' | '距开始') {
    await expect(this.page.getByRole('timer')).toBeVisible()
    await expect(this.page.getByText(label, { exact: true })).toBeVisible()
  }
  quantity() {
    return this.page.getByLabel('购买数量')
  }
  async setQuantity(n: number) {
    await this.quantity().fill(String(n))
  }
  async seeQuantity(n: number) {
    await expect(this.quantity()).toHaveValue(String(n))
  }
  decrease() {
    return this.page.getByRole('button', { name: '减少' })
  }
  async buy(label: string) {
    await this.page.getByRole('button', { name: label }).click()
  }
  async seeBlocked(text: string) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible()
  }
  async pickSpec(value: string) {
    await this.page.getByRole('radio', { name: value }).click()
  }
}

/** /promotion/groupbuy */
export class GroupbuyZonePage extends PageModel {
  async goto() {
    await this.page.goto('promotion/groupbuy')
  }
  async seeLoaded() {
    await expect(this.page.getByRole('heading', { name: '团购专区', level: 1 })).toBeVisible()
    await expect(this.page.getByTestId('groupbuy-card').first()).toBeVisible()
  }
  async open(name: string | RegExp) {
    await this.page.getByTestId('groupbuy-card').filter({ hasText: name }).getByRole('link', { name: '去团购' }).click()
  }
}

/** /promotion/combo-{bl_id} */
export class ComboPage extends PageModel {
  async goto(blId: number) {
    await this.page.goto(`promotion/combo-${blId}`)
  }
  async seeLoaded() {
    await expect(this.page.getByTestId('combo-price')).toBeVisible()
    await expect(this.page.getByTestId('combo-saving')).toBeVisible()
  }
  async setSets(n: number) {
    await this.page.getByLabel('购买数量').fill(String(n))
  }
  async seeShort(left: number) {
    await expect(this.page.getByTestId('combo-stock-warning')).toHaveText(`库存不足，剩余：${left}件`)
    await expect(this.page.getByRole('button', { name: '立即购买' })).toBeDisabled()
  }
  async buy() {
    await this.page.getByRole('button', { name: '立即购买' }).click()
  }
}

/** /promotion/topic and /promotion/topic-{id} */
export class TopicPages extends PageModel {
  async goto() {
    await this.page.goto('promotion/topic')
  }
  async seeList() {
    await expect(this.page.getByRole('heading', { name: '专题活动', level: 1 })).toBeVisible()
    await expect(this.page.getByTestId('topic-list').getByRole('link').first()).toBeVisible()
  }
  async openTopic(name: string | RegExp) {
    await this.page.getByTestId('topic-list').getByRole('link', { name }).click()
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(this.page.getByTestId('topic-card').first()).toBeVisible()
  }
  async openGoods(index = 0) {
    await this.page.getByTestId('topic-card').nth(index).getByRole('link', { name: '去购买' }).click()
  }
}

/** /coupon */
export class CouponCentrePage extends PageModel {
  async goto(tab?: 'platform') {
    await this.page.goto(tab ? `coupon?tab=${tab}` : 'coupon')
    await expect(this.page.getByRole('heading', { name: '领券中心', level: 1 })).toBeVisible()
    await expect(this.page.getByTestId('coupon-card').first()).toBeVisible()
  }
  card(name: string) {
    return this.page.getByTestId('coupon-card').filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }
  async receive(name: string) {
    await this.card(name).getByRole('button', { name: `立即领取 ${name}` }).click()
  }
  async seeReceived(name: string) {
    await expect(this.page.getByText('领取成功')).toBeVisible()
    await expect(this.card(name).getByRole('link', { name: `去使用 ${name}` })).toBeVisible()
  }
  async use(name: string) {
    await this.card(name).getByRole('link', { name: `去使用 ${name}` }).click()
  }
}

/** goods detail: the bundles block */
export async function seeBundles(page: Page, name: string | RegExp) {
  const block = page.getByTestId('sku-bundles')
  await expect(block).toBeVisible()
  await expect(block).toContainText(name)
  return block
}
