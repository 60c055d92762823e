import type { FastifyInstance } from 'fastify'
import type { Database } from './index.ts'
import { cacheClock, invalidateCatalog, makeRoom } from './cache.ts'

// Whole catalog answers for visitors (goods lists, goods detail and SKU switch, home floors),
// cached per server process and dropped the moment the catalog changes:
//   - every write a shopper can see (price, stock, state, names, shops, categories, floors) fires
//     statement-level triggers that NOTIFY bazaar_catalog (migrations 005, 006) — a notification
//     only, no row every write must update (decision 005); each process LISTENs and moves its own
//     in-memory version on, so a write from any process, the operator CLI or psql shows on the next
//     read;
//   - an entry also lives at most TTL_MS, for what changes with the clock alone (a limited-time
//     discount that starts or ends);
//   - answers that depend on the member (purchased_num on the detail) are never cached;
//   - until the listener runs (or if LISTEN fails), nothing is cached.
const TTL_MS = 10_000
const MAX_ENTRIES = 5_000

interface Entry {
  version: number
  at: number
  value: Promise<unknown>
}
interface State {
  listening: boolean
  version: number
  entries: Map<string, Entry>
  /** the latest versions' changes: the skus a sale moved, or null for any other change */
  changes: Array<{ version: number; skus: number[] | null }>
}
/** how many versions back a snapshot may catch up by patching (further behind, it reloads) */
const CHANGE_LOG = 256
const states = new WeakMap<Database, State>()

function stateOf(db: Database): State {
  let state = states.get(db)
  if (!state) {
    state = { listening: false, version: 0, entries: new Map(), changes: [] }
    states.set(db, state)
  }
  return state
}

/**
 * The catalog's version as this process knows it — it moves on with every change notification —
 * or null while nothing listens for them (then nothing kept in memory may stand for the database).
 * The in-process goods list index (modules/catalog/list-index.ts) reloads when it moves.
 */
export function catalogVersion(db: Database): number | null {
  const state = stateOf(db)
  return state.listening ? state.version : null
}

/** the catalog changed (a writer in this process may call it right after its commit) */
export function catalogChanged(db: Database) {
  const state = stateOf(db)
  logChange(state, null)
  state.entries.clear()
  // the read-mostly parts (names, images, floors, brands, relevance) drop on the same signal
  invalidateCatalog(db)
}

/**
 * A sale moved the stock or sales of these skus and nothing else (migration 021): the answers go
 * (they show stock and sales), the names, images, brands and categories stay; the snapshots patch
 * the numbers in (`changedSkusSince`).
 */
export function stockChanged(db: Database, skuIds: number[]) {
  const state = stateOf(db)
  logChange(state, skuIds)
  state.entries.clear()
  invalidateCatalog(db, 'floors')
}

function logChange(state: State, skus: number[] | null) {
  state.version++
  state.changes.push({ version: state.version, skus })
  if (state.changes.length > CHANGE_LOG) state.changes.splice(0, state.changes.length - CHANGE_LOG)
}

/**
 * The skus whose stock or sales changed after `version` up to `upTo`, when sales are all that
 * changed in between; null when anything else changed or the log no longer reaches back that far.
 */
export function changedSkusSince(db: Database, version: number, upTo: number): number[] | null {
  const { changes } = stateOf(db)
  const first = changes.findIndex((c) => c.version === version + 1)
  if (first === -1) return null
  const skus = new Set<number>()
  for (const c of changes.slice(first)) {
    if (c.version > upTo) break
    if (!c.skus) return null
    for (const id of c.skus) skus.add(id)
  }
  return [...skus]
}

/** a notification's payload: `stock:<sku ids>` names a sale's skus (migration 021), anything else is a whole change */
function onCatalogNotice(db: Database, payload: string) {
  const ids = payload.startsWith('stock:') ? payload.slice(6).split(',').map(Number) : null
  if (ids && ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0)) stockChanged(db, ids)
  else catalogChanged(db)
}

/** LISTEN for catalog changes while the app runs */
export function watchCatalog(app: FastifyInstance) {
  const { db, handle } = app.deps
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    try {
      stop = await handle.listen('bazaar_catalog', (payload) => onCatalogNotice(db, payload))
      stateOf(db).listening = true
    } catch (error) {
      app.log.warn({ err: error }, 'catalog change notifications are off: catalog answers are not cached')
    }
  })
  app.addHook('onClose', async () => {
    stateOf(db).listening = false
    await stop?.()
  })
}

/**
 * the answer for `key`, computed by `load` once per catalog version and TTL (`ttlMs`, at most the
 * default 10 s: shorter where the answer ages with the clock, e.g. a page's countdowns)
 */
export function cachedAnswer<T>(db: Database, key: string, load: () => Promise<T>, ttlMs = TTL_MS): Promise<T> {
  const state = stateOf(db)
  if (!state.listening) return load()
  const now = cacheClock(db).nowMs()
  const hit = state.entries.get(key)
  if (hit && hit.version === state.version && now - hit.at < Math.min(ttlMs, TTL_MS)) return hit.value as Promise<T>
  state.entries.delete(key)
  makeRoom(state.entries, 1, MAX_ENTRIES)
  const value = load()
  const entry = { version: state.version, at: now, value }
  state.entries.set(key, entry)
  // a failed load is not remembered
  value.catch(() => {
    if (state.entries.get(key) === entry) state.entries.delete(key)
  })
  return value
}
