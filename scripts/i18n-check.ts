// npm run i18n:check: the catalogs are up to date with the source (extract changes nothing) and
// every en-us message has a translation. Fails with the list of what is missing.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const dir = join(root, 'src/locales')
const read = () => Object.fromEntries(readdirSync(join(dir, 'en-us')).map((f) => [f, readFileSync(join(dir, 'en-us', f), 'utf8')]))

const before = { ...read(), ...Object.fromEntries(readdirSync(join(dir, 'zh-cn')).map((f) => [`zh/${f}`, readFileSync(join(dir, 'zh-cn', f), 'utf8')])) }
execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, stdio: 'pipe' })
const after = { ...read(), ...Object.fromEntries(readdirSync(join(dir, 'zh-cn')).map((f) => [`zh/${f}`, readFileSync(join(dir, 'zh-cn', f), 'utf8')])) }
const stale = Object.keys(after).filter((f) => before[f] !== after[f])

/** msgid/msgstr pairs of a .po file (multi-line strings joined) */
export function missingTranslations(po: string): string[] {
  const missing: string[] = []
  const entries = po.split(/\n\n+/)
  for (const entry of entries) {
    const id = joined(entry, 'msgid')
    const str = joined(entry, 'msgstr')
    if (id && !str && !entry.includes('#~')) missing.push(id)
  }
  return missing
}
function joined(entry: string, key: string): string {
  const m = entry.match(new RegExp(`^${key} "(.*)"\\n?((?:^".*"\\n?)*)`, 'm'))
  if (!m) return ''
  return (m[1] + (m[2] ?? '').split('\n').map((l) => l.replace(/^"|"$/g, '')).join('')).trim()
}

let failed = false
if (stale.length) {
  failed = true
  console.error(`Catalogs were out of date (now re-extracted, commit them): ${stale.join(', ')}`)
}
for (const [file, po] of Object.entries(after)) {
  if (file.startsWith('zh/')) continue
  const missing = missingTranslations(po)
  if (missing.length) {
    failed = true
    console.error(`en-us/${file}: ${missing.length} message(s) without a translation:\n  ${missing.slice(0, 30).join('\n  ')}`)
  }
}
if (failed) process.exit(1)
console.log('i18n: catalogs up to date, en-us complete')
