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
}
const states = new WeakMap<Database, State>()

function stateOf(db: Database): State {
  let state = states.get(db)
  if (!state) {
    state = { listening: false, version: 0, entries: new Map() }
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
  state.version++
  state.entries.clear()
  // the read-mostly parts (names, images, floors, brands, relevance) drop on the same signal
  invalidateCatalog(db)
}

/** LISTEN for catalog changes while the app runs */
export function watchCatalog(app: FastifyInstance) {
  const { db, handle } = app.deps
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    try {
      stop = await handle.listen('bazaar_catalog', () => catalogChanged(db))
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

/** the answer for `key`, computed by `load` once per catalog version and TTL */
export function cachedAnswer<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const state = stateOf(db)
  if (!state.listening) return load()
  const now = cacheClock(db).nowMs()
  const hit = state.entries.get(key)
  if (hit && hit.version === state.version && now - hit.at < TTL_MS) return hit.value as Promise<T>
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
