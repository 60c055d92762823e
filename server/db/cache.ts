import { systemClock, type Clock } from '../clock.ts'
import type { Database } from './index.ts'

// The read-mostly catalog answers that do not depend on price, stock or sale state: home floor
// layouts with their brand/category tiles, brand pages, category relevance (brands + attributes),
// shop category trees, and the names and images of skus shown in lists (goods_text). The rule:
//   - only data that no shopper action changes is cached here; goods lists, detail, prices, stock
//     and on-sale state are always read from the database, so such a write shows on the next read;
//   - a catalog write from anywhere (this process, another one, the CLI, psql) fires the catalog
//     triggers, whose NOTIFY clears these caches (response-cache.ts);
//   - tables the triggers do not watch call `invalidateCatalog(db, area)` after their commit, and
//     a TTL bounds what is left.
// One cache per database handle, so test apps (each on its own database) never share entries.
// Entries age by the app's clock (`deps.clock`, bound in buildApp), so a test clock moves them too.

export type CacheArea = 'floors' | 'brands' | 'relevance' | 'shop_category' | 'category' | 'goods_text' | 'glossary'

const TTL_MS = 60_000
/** a cap per area: keys include page numbers and sku ids, so they must not grow unbounded */
const MAX_ENTRIES = 20_000

interface Entry {
  at: number
  value: Promise<unknown>
}
const caches = new WeakMap<Database, Map<CacheArea, Map<string, Entry>>>()
const clocks = new WeakMap<Database, Clock>()

/** the clock that ages the cached answers of this database (buildApp binds `deps.clock`) */
export function bindCacheClock(db: Database, clock: Clock): void {
  clocks.set(db, clock)
}
/** system time until an app binds its clock (a database opened by the operator CLI) */
export const cacheClock = (db: Database): Clock => clocks.get(db) ?? systemClock

function areaMap(db: Database, area: CacheArea): Map<string, Entry> {
  let byArea = caches.get(db)
  if (!byArea) {
    byArea = new Map()
    caches.set(db, byArea)
  }
  let map = byArea.get(area)
  if (!map) {
    map = new Map()
    byArea.set(area, map)
  }
  return map
}

/**
 * Room for `n` more entries in a map of at most `max`: the oldest go first (a Map iterates in
 * insertion order, and a refreshed entry is set again at the end), a tenth more than needed so this
 * runs seldom. Dropping everything at once instead made a stream of one-off keys (varied searches)
 * empty the whole cache every few seconds, the often-read entries with it.
 */
export function makeRoom(map: Map<string, unknown>, n: number, max: number) {
  if (map.size + n <= max) return
  let drop = map.size + n - max + Math.ceil(max / 10)
  for (const key of map.keys()) {
    if (drop-- <= 0) break
    map.delete(key)
  }
}

/** the cached value of `key`, computed once by `load` (concurrent callers share the one promise) */
export function cached<T>(db: Database, area: CacheArea, key: string, load: () => Promise<T>): Promise<T> {
  const map = areaMap(db, area)
  const t = cacheClock(db).nowMs()
  const hit = map.get(key)
  if (hit && t - hit.at < TTL_MS) return hit.value as Promise<T>
  map.delete(key)
  makeRoom(map, 1, MAX_ENTRIES)
  const value = load()
  map.set(key, { at: t, value })
  // a failed load is not remembered
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key)
  })
  return value
}

/** the entries of `keys` still fresh; the others are loaded together by `loadMissing` */
export async function cachedMany<T>(
  db: Database,
  area: CacheArea,
  keys: string[],
  loadMissing: (missing: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const map = areaMap(db, area)
  const t = cacheClock(db).nowMs()
  const missing = keys.filter((k) => {
    const hit = map.get(k)
    return !hit || t - hit.at >= TTL_MS
  })
  if (missing.length) {
    for (const k of missing) map.delete(k)
    makeRoom(map, missing.length, MAX_ENTRIES)
    const batch = loadMissing(missing)
    for (const k of missing) {
      const value = batch.then((m) => m.get(k))
      map.set(k, { at: t, value })
      value.catch(() => {
        if (map.get(k)?.value === value) map.delete(k)
      })
    }
  }
  const out = new Map<string, T>()
  for (const k of keys) {
    const v = (await map.get(k)?.value) as T | undefined
    if (v !== undefined) out.set(k, v)
  }
  return out
}

/** drop one entry (its source was seen to have changed) */
export function forget(db: Database, area: CacheArea, key: string): void {
  caches.get(db)?.get(area)?.delete(key)
}

/** drop every cached answer of the given areas (all areas when none is named) */
export function invalidateCatalog(db: Database, ...areas: CacheArea[]): void {
  const byArea = caches.get(db)
  if (!byArea) return
  if (areas.length === 0) byArea.clear()
  else for (const a of areas) byArea.delete(a)
}
