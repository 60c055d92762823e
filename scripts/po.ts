// Reading the .po catalogs (src/locales/<locale>/<domain>.po) for npm run i18n:check.

export interface PoEntry {
  context: string
  id: string
  str: string
}

/** the messages of a .po file (multi-line strings joined; obsolete `#~` entries left out) */
export function entriesOf(po: string): PoEntry[] {
  return po
    .split(/\n\n+/)
    .filter((entry) => !entry.includes('#~'))
    .map((entry) => ({ context: joined(entry, 'msgctxt'), id: joined(entry, 'msgid'), str: joined(entry, 'msgstr') }))
    .filter((e) => e.id)
}

function joined(entry: string, key: string): string {
  const m = entry.match(new RegExp(`^${key} "(.*)"\\n?((?:^".*"\\n?)*)`, 'm'))
  if (!m) return ''
  return (m[1] + (m[2] ?? '').split('\n').map((l) => l.replace(/^"|"$/g, '')).join('')).trim()
}

/** the messages of a catalog without a translation */
export function missingTranslations(po: string): string[] {
  return entriesOf(po).filter((e) => !e.str).map((e) => e.id)
}

/**
 * Messages translated differently in catalogs one app loads together. A message's id is its source
 * text (and context), and every domain's catalog is loaded into the same table: the English a word
 * shows would be that of whichever catalog came last — "Platform coupons" on a direct visit of the
 * coupon centre, "Platform coupon" after the checkout's catalog. One source text has one translation;
 * two places that want different words give the message a context (`t({ message, context })`).
 * `catalogs` maps a file name to its text; each of `apps` names the files loaded together.
 */
export function differingTranslations(catalogs: Record<string, string>, apps: string[][]): string[] {
  const out = new Set<string>()
  for (const files of apps) {
    const seen = new Map<string, Map<string, string[]>>()
    for (const file of files) {
      for (const e of entriesOf(catalogs[file] ?? '')) {
        const key = e.context ? `${e.id} (${e.context})` : e.id
        const byStr = seen.get(key) ?? new Map<string, string[]>()
        byStr.set(e.str, [...(byStr.get(e.str) ?? []), file])
        seen.set(key, byStr)
      }
    }
    for (const [key, byStr] of seen) {
      if (byStr.size > 1) out.add(`${key}: ${[...byStr].map(([str, where]) => `"${str}" (${where.join(', ')})`).join(' / ')}`)
    }
  }
  return [...out]
}
