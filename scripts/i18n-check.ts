// npm run i18n:check: the catalogs are up to date with the source (extract changes nothing) and
// every en-us message has a translation, and one source text has one translation in the catalogs an app
// loads together. Fails with the list of what is missing or differs.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { differingTranslations, missingTranslations } from './po.ts'

const root = join(import.meta.dirname, '..')
const dir = join(root, 'src/locales')
const read = () => Object.fromEntries(readdirSync(join(dir, 'en-us')).map((f) => [f, readFileSync(join(dir, 'en-us', f), 'utf8')]))

const before = { ...read(), ...Object.fromEntries(readdirSync(join(dir, 'zh-cn')).map((f) => [`zh/${f}`, readFileSync(join(dir, 'zh-cn', f), 'utf8')])) }
execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, stdio: 'pipe' })
const after = { ...read(), ...Object.fromEntries(readdirSync(join(dir, 'zh-cn')).map((f) => [`zh/${f}`, readFileSync(join(dir, 'zh-cn', f), 'utf8')])) }
const stale = Object.keys(after).filter((f) => before[f] !== after[f])

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
// the storefront loads every domain but the console's; the agent console loads common, chat and its own
const english = Object.fromEntries(Object.entries(after).filter(([file]) => !file.startsWith('zh/')))
const differing = differingTranslations(english, [
  Object.keys(english).filter((file) => file !== 'servicer.po'),
  ['common.po', 'chat.po', 'servicer.po'],
])
if (differing.length) {
  failed = true
  console.error(`en-us: ${differing.length} message(s) translated differently in catalogs loaded together (the last loaded would win):\n  ${differing.join('\n  ')}`)
}
if (failed) process.exit(1)
console.log('i18n: catalogs up to date, en-us complete')
