import type { Page } from '@playwright/test'

// What an English page may still show in Chinese: only the shops' and members' own words, marked.

/**
 * The visible text of the page that is Chinese, outside the shops' own words (goods and shop names,
 * descriptions — marked lang="zh-CN", see src/lib/shop-lang.ts) and outside pictures.
 */
export async function chineseText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const text = node.textContent ?? ''
      if (!/[\u3400-\u9fff\uff0c\u3002]/.test(text)) continue
      const el = node.parentElement
      if (!el || el.closest('[lang^="zh"]')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      out.push(text.trim().slice(0, 60))
    }
    // a label may quote a shop's or a member's words that the page shows marked ("Edit the address of
    // 王小明"): every Chinese run of it must be such marked text
    const marked = [...document.querySelectorAll('[lang^="zh"]')].map((el) => el.textContent ?? '').join('\n')
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest('[lang^="zh"]')) continue
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const v = el.getAttribute(attr)
        if (!v || !/[\u3400-\u9fff]/.test(v) || el.matches('img[alt]')) continue
        const runs = v.match(/[^\s]*[\u3400-\u9fff][^\s]*/g) ?? []
        if (runs.some((run) => !marked.includes(run))) out.push(`${attr}=${v.slice(0, 60)}`)
      }
    }
    return out
  })
}
