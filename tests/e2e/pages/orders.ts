import { expect, type Locator } from '@playwright/test'
import { PageModel } from './a11y.ts'

// Page models of the order pages (issue 9): the order list and detail, logistics, the review, the
// refund pages, the complaint and the verification counter.

export class OrderListPage extends PageModel {
  async goto(status = 'all') {
    await this.page.goto(`member/order_list?status=${status}`)
    await expect(this.page.getByRole('heading', { name: '我的订单' })).toBeVisible()
  }
  tab(name: string | RegExp): Locator {
    return this.page.getByRole('navigation', { name: '订单状态' }).getByRole('link', { name })
  }
  order(orderNo: string): Locator {
    return this.page.getByRole('article', { name: orderNo })
  }
  async click(orderNo: string, button: string) {
    await this.order(orderNo).getByRole('button', { name: button, exact: true }).click()
  }
  async confirm() {
    await this.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  }
  async openDetail(orderNo: string) {
    await this.order(orderNo).getByRole('link', { name: '订单详情' }).click()
  }
}

export class OrderDetailPage extends PageModel {
  async goto(orderId: number, route = 'order_detail') {
    await this.page.goto(`member/${route}?order_id=${orderId}`)
    await expect(this.page.getByText('订单状态', { exact: true }).first()).toBeVisible()
  }
  async seeStatus(name: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(name)
  }
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true })
  }
  async confirm() {
    await this.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  }
}

export class LogisticsPage extends PageModel {
  async seePackage(carrier: string) {
    await expect(this.page.getByRole('heading', { name: '查看物流' })).toBeVisible()
    await expect(this.page.getByText(carrier).first()).toBeVisible()
    await expect(this.page.getByRole('listitem').filter({ hasText: '已揽收' })).toBeVisible()
  }
}

export class EvaluatePage extends PageModel {
  async write(text: string) {
    await this.page.getByRole('textbox').first().fill(text)
  }
  async stars(n: number) {
    await this.page.getByRole('radio', { name: `${n} 星` }).first().click()
  }
  async addImage(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.locator('input[type=file]').first().setInputFiles(file)
    await expect(this.page.getByRole('img', { name: '第 1 张图片' })).toBeVisible()
  }
  async submit(name = '提交评价') {
    await this.page.getByRole('button', { name }).click()
  }
}

export class RefundApplyPage extends PageModel {
  async goto(orderGoodsId: number) {
    await this.page.goto(`member/refund?order_goods_id=${orderGoodsId}`)
  }
  async apply(type: '仅退款' | '退货退款', reason: string, remark = '') {
    await this.page.getByRole('radio', { name: type }).check()
    await this.page.getByLabel('退款原因').selectOption(reason)
    if (remark) await this.page.getByLabel('退款说明').fill(remark)
    await this.page.getByRole('button', { name: '提交申请' }).click()
  }
}

export class RefundDetailPage extends PageModel {
  async goto(orderGoodsId: number) {
    await this.page.goto(`member/refund_detail?order_goods_id=${orderGoodsId}`)
  }
  async seeStatus(name: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(name)
  }
  async sendReturn(carrier: string, no: string) {
    await this.page.getByLabel('物流公司').fill(carrier)
    await this.page.getByLabel('运单号').fill(no)
    await this.page.getByRole('button', { name: '提交', exact: true }).click()
  }
}

export class ComplainPage extends PageModel {
  async apply(reason: string, remark: string) {
    await this.page.getByLabel('维权原因').selectOption(reason)
    await this.page.getByLabel('维权说明').fill(remark)
    await this.page.getByRole('button', { name: '提交维权' }).click()
  }
}

export class VerificationPage extends PageModel {
  async goto() {
    await this.page.goto('member/verification')
  }
  async lookUp(code: string) {
    await this.page.getByLabel('请输入提货码或核销码').fill(code)
    await this.page.getByRole('button', { name: '查询' }).click()
  }
  async confirmUse() {
    await this.page.getByRole('button', { name: '确认使用' }).click()
    await this.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  }
}
