import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe-core into every frame of the page that does not have it yet: once per document, so a walk of
 * in-app navigations checks each screen without parsing axe again. (@axe-core/playwright's
 * AxeBuilder injected it twice per check and finished every run in a new blank page — about three
 * times the work of the run itself.)
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined')) await frame.evaluate(axe.source)
    } catch {
      // a frame that went away meanwhile has nothing to check
    }
  }
}

/**
 * The accessibility check of the page models (axe-core, WCAG 2.1 A and AA rules): no serious or
 * critical violation on the page as it is now. Page models call it from `seeAccessible()`; specs call
 * that once the page has loaded what they walk.
 */
export async function expectAccessible(page: Page, within?: string) {
  await injectAxe(page)
  // the page at rest: a toast fading in (0.2 s) is text at part of its opacity, which axe measures as
  // too little contrast. Finite animations run out first; endless ones (a spinner) are the page's look
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  // a page model may check only its own part (the frame has its own specs). Only violations are
  // read: their nodes in full, the passes and incompletes cut to one node each (~20 % of a run)
  const outcome = await page.evaluate(
    ({ part, tags }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(part ? { include: [part] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then(
          (r) => ({ error: null, violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })) }),
          (e: Error) => ({ error: e.message, violations: [] }),
        ),
    { part: within, tags: TAGS },
  )
  if (outcome.error) throw new Error(`axe on ${page.url()}: ${outcome.error}`)
  const serious = outcome.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.targets.join(' | ')}`)
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
