import { expect, ops, shot, test } from '../fixtures.ts'

// Platform switches flip state every page sees: this project runs alone, after the others.
test.describe.configure({ mode: 'serial' })

test.describe('site closed', () => {
  test.afterEach(async () => {
    await ops('site:open')
  })

  test('ops site:close sends every route to /closed with the reason; site:open lets shoppers back', async ({ page }) => {
    await ops('site:close', '维护中')
    for (const path of ['index', 'list?keyword=手机', 'member/index', 'login', 'no/such/page']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/web\/closed$/)
      await expect(page.getByText('维护中')).toBeVisible()
    }
    await expect(page).toHaveTitle(/^网站维护 - /)
    await shot(page, 'closed')
    await ops('site:open')
    await page.goto('index')
    await expect(page).toHaveURL(/\/web\/index$/)
  })
})
