import type { Database } from './index.ts'
import { cacheClock } from './cache.ts'
import { catalogVersion, changedSkusSince } from './response-cache.ts'

// What the in-process catalog indexes share (modules/catalog/list-index.ts, detail-index.ts): a
// snapshot read from the database for the catalog version this process knows (response-cache.ts
// moves it on with every change notification). A call that finds its snapshot older than the version
// waits for it to be brought up to that version, so a write shows on the next read:
//   - when only sales happened in between (stock and sales of named skus, migration 021) and the
//     snapshot knows how, `patch` reads just those skus' numbers and writes them into it;
//   - otherwise `load` reads it anew.
// One update at a time per snapshot, in version order, shared by every call that waits for it.
// With `maxAgeMs`, a snapshot that old is reloaded in the background while calls go on with it (for
// what changes without a notification). With no listener there is no snapshot.

interface State<S> {
  current: { version: number; at: number; value: S } | null
  /** how the snapshot was brought up to date so far — for tests */
  loads: number
  patches: number
  /** the update under way, and the version it brings the snapshot to */
  updating: { version: number; promise: Promise<S> } | null
}

const DEBUG = process.env.DEBUG_DB_QUEUE === '1'

export interface SnapshotSource<S> {
  /** `name` labels its updates in the DEBUG_DB_QUEUE=1 output */
  name: string
  load: (db: Database, version: number) => Promise<S>
  /** write the stock and sales of these skus (as the database has them now) into the snapshot */
  patch?: (db: Database, value: S, skuIds: number[]) => Promise<S>
  maxAgeMs?: number
}

export function catalogSnapshot<S>(source: SnapshotSource<S>) {
  const states = new WeakMap<Database, State<S>>()

  async function bringTo(db: Database, state: State<S>, version: number, full: boolean): Promise<S> {
    const base = state.current
    const skus = !full && source.patch && base ? changedSkusSince(db, base.version, version) : null
    const at = cacheClock(db).nowMs()
    const t0 = performance.now()
    const value = skus && base ? await source.patch!(db, base.value, skus) : await source.load(db, version)
    if (skus) state.patches++
    else state.loads++
    if (DEBUG) process.stdout.write(`${source.name} ${skus ? `patch (${skus.length} skus)` : 'load'} v${version}: ${(performance.now() - t0).toFixed(1)} ms\n`)
    // a patch leaves what it did not read as old as it was (the counters' age)
    if (!state.current || state.current.version <= version) state.current = { version, at: skus && base ? base.at : at, value }
    return value
  }

  function update(db: Database, state: State<S>, version: number, full = false): Promise<S> {
    if (state.updating && state.updating.version >= version) return state.updating.promise
    // after the update under way (patches write into the snapshot: never two at once)
    const before = state.updating?.promise.catch(() => undefined)
    const promise = (before ? before.then(() => bringTo(db, state, version, full)) : bringTo(db, state, version, full)).finally(() => {
      if (state.updating?.promise === promise) state.updating = null
    })
    state.updating = { version, promise }
    return promise
  }

  return {
    /** the snapshot for the catalog as this process knows it now; null when there can be none */
    async get(db: Database): Promise<S | null> {
      const version = catalogVersion(db)
      if (version === null) return null
      let state = states.get(db)
      if (!state) states.set(db, (state = { current: null, updating: null, loads: 0, patches: 0 }))
      const current = state.current
      if (!current || current.version < version) return update(db, state, version)
      if (source.maxAgeMs !== undefined && !state.updating && cacheClock(db).nowMs() - current.at >= source.maxAgeMs) {
        update(db, state, version, true).catch(() => {})
      }
      return current.value
    },
    /** the catalog version of the current snapshot (null: none yet), and how often it was loaded and patched — for tests */
    status(db: Database): { version: number | null; loads: number; patches: number } {
      const state = states.get(db)
      return { version: state?.current?.version ?? null, loads: state?.loads ?? 0, patches: state?.patches ?? 0 }
    },
  }
}
