// npm run size:html: the first HTML of the home, the list and a goods detail, as the server sends it
// (brotli), in both languages, against the issue-25 target (home ≤ 10 kB). Reads a running server:
// HTML_BASE (default http://127.0.0.1:$PORT, PORT 8080). Each page is asked twice: the first answer
// may be rendered for it, the second is the reused one (its time shows the reuse). Also prints the
// parts of the page: its markup, the embedded answers and the first screen's query cache (raw and
// brotli each, compressed on their own).
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'

const BUDGET_KB = 10
const base = process.env.HTML_BASE ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`
const pages = (process.env.HTML_PAGES ?? '/web/index,/web/list,/web/sku-1').split(',')

function get(url: string, lang: string): Promise<{ status: number; body: Buffer; ms: number; encoding: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br', cookie: `bazaar_lang=${lang}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started, encoding: String(res.headers['content-encoding'] ?? '') }))
    })
    req.on('error', reject)
    req.end()
  })
}

const kB = (n: number) => (n / 1024).toFixed(1)
const br = (s: string) => brotliCompressSync(Buffer.from(s)).length
const block = (html: string, id: string) => new RegExp(`<script type="application/json" id="${id}">([^]*?)</script>`).exec(html)?.[1] ?? ''

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
let homeKb = 0
for (const page of pages) {
  for (const lang of ['zh-cn', 'en-us']) {
    const first = await get(base + page, lang)
    const again = await get(base + page, lang)
    if (first.status !== 200) throw new Error(`${page} (${lang}): HTTP ${first.status}`)
    const html = (first.encoding === 'br' ? brotliDecompressSync(first.body) : first.body).toString()
    const markup = /<div id="app" inert>([^]*)<\/div>\s*<script/.exec(html)?.[1] ?? ''
    const answers = block(html, 'bazaar-first-view')
    const state = block(html, 'bazaar-first-screen-state')
    const sent = first.encoding === 'br' ? first.body.length : br(html)
    if (page === pages[0]) homeKb = Math.max(homeKb, sent / 1024)
    console.log(
      `${page.padEnd(14)} ${lang}  ${kB(sent).padStart(5)} kB br (${kB(html.length)} kB raw)  ` +
        `markup ${kB(markup.length)}/${kB(br(markup))}  answers ${kB(answers.length)}/${kB(br(answers))}  cache ${kB(state.length)}/${kB(br(state))} kB  ` +
        `${first.ms.toFixed(0)} ms, again ${again.ms.toFixed(0)} ms`,
    )
  }
}
console.log(`home HTML: ${homeKb.toFixed(1)} kB brotli (target ${BUDGET_KB} kB)`)
