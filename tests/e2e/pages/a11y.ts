import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The accessibility check of the page models (axe-core, WCAG 2.1 A and AA rules): no serious or
 * critical violation on the page as it is now. Page models call it from `seeAccessible()`; specs call
 * that once the page has loaded what they walk.
 */
export async function expectAccessible(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // a page model may check only its own part (the frame has its own specs)
  if (within) builder.include(within)
  const results = await builder.analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(serious, `axe on ${page.url()}`).toEqual([])
}

/** the base of the page models: the page, and the accessibility check */
export class PageModel {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }
  async seeAccessible() {
    await expectAccessible(this.page)
  }
}
