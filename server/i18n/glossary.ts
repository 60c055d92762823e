import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { cached } from '../db/cache.ts'
import type { Database } from '../db/index.ts'

// The platform's words in English (table content_translation, migration 017): Chinese source text →
// English. Loaded whole per process (a few hundred rows) and kept for the cache TTL; the seed writes
// it and `syncGlossary` keeps an existing database's copy current on every start.

export interface Glossary {
  /** source → English */
  en: Map<string, string>
  /** lower-cased English → source, for English search words */
  back: Map<string, string>
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex')

export function glossary(db: Database): Promise<Glossary> {
  return cached(db, 'glossary', 'en', async () => {
    const rows = await db.selectFrom('content_translation').select(['source', 'value']).where('lang', '=', 'en').execute()
    const en = new Map<string, string>()
    const back = new Map<string, string>()
    for (const r of rows) {
      en.set(r.source, r.value)
      const key = r.value.trim().toLowerCase()
      // the first (shortest) source wins: "Phones" → 手机, not 手机通讯
      const prev = back.get(key)
      if (!prev || r.source.length < prev.length) back.set(key, r.source)
    }
    return { en, back }
  })
}

/** write the pairs (insert or update), in chunks; pairs whose source equals the value are skipped */
export async function writeGlossary(db: Database, pairs: Iterable<[string, string]>): Promise<number> {
  const rows = new Map<string, { source_md5: string; lang: string; source: string; value: string }>()
  for (const [source, value] of pairs) {
    if (!source || !value || source === value) continue
    const key = md5(source)
    rows.set(key, { source_md5: key, lang: 'en', source, value })
  }
  const list = [...rows.values()]
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insertInto('content_translation')
      .values(list.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['source_md5', 'lang']).doUpdateSet({ value: sql`excluded.value`, source: sql`excluded.source` }))
      .execute()
  }
  return list.length
}
