// npm run size: the first-load JavaScript of /web/index, gzip, against the budget (issue 3: 130 kB).
// Deterministic: computed from the build manifest — the entry with its static imports, plus the
// code-split chunks of the routes the home page renders (root → _main layout → /index), with theirs.
// Their pending, error and not-found views are split apart and load only when one is shown, so
// those chunks are not counted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ALL_FIRST_VIEW_CHUNKS } from '../server/http/first-view-plan.ts'

export const BUDGET_KB = 130
const HOME_ROUTE_FILES = ['routes/__root.tsx', 'routes/_main.tsx', 'routes/_main/[index].tsx']

interface Chunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  imports?: string[]
}

/** a chunk's file → what it holds (its source, or its chunk name), for the report */
export function chunkLabels(manifest: Record<string, Chunk>): Map<string, string> {
  const labels = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) if (!labels.has(chunk.file)) labels.set(chunk.file, chunk.src ?? chunk.name ?? key)
  return labels
}

export function firstLoadFiles(manifest: Record<string, Chunk>): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const [src, query = ''] = key.split('?') as [string, string?]
    if (/tsr-split=(pendingComponent|errorComponent|notFoundComponent)$/.test(query)) continue
    if (chunk.isEntry || HOME_ROUTE_FILES.includes(src)) visit(key)
  }
  return [...files].filter((f) => f.endsWith('.js'))
}

const dist = process.env.SIZE_DIST ?? join(import.meta.dirname, '../dist/web')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
const files = firstLoadFiles(manifest)
let total = 0
const rows = files.map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  total += gz
  return { file, kB: +(gz / 1024).toFixed(1) }
})
rows.sort((a, b) => b.kB - a.kB)
const labels = chunkLabels(manifest)
for (const r of rows) console.log(`${String(r.kB).padStart(7)} kB  ${r.file}  (${labels.get(r.file) ?? ''})`)
// the server preloads these for a page's first view (decision 012): a renamed module would silently drop out
const unknown = ALL_FIRST_VIEW_CHUNKS.filter((src) => !manifest[src])
if (unknown.length) {
  console.error(`server/http/first-view-plan.ts names modules the build does not have: ${unknown.join(', ')}`)
  process.exitCode = 1
}
const kb = total / 1024
console.log(`first-load JS of /web/index: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`)
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`)
  process.exit(1)
}
