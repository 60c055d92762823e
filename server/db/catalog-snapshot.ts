import type { Database } from './index.ts'
import { cacheClock } from './cache.ts'
import { catalogVersion } from './response-cache.ts'

// What the in-process catalog indexes share (modules/catalog/list-index.ts, detail-index.ts): a
// snapshot read from the database for the catalog version this process knows (response-cache.ts
// moves it on with every change notification). A call that finds its snapshot older than the version
// waits for a reload made for that version — one at a time, shared by every call that needs it — so
// a write shows on the next read. With `maxAgeMs`, a snapshot that old is reloaded in the background
// while calls go on with it (for what changes without a notification). No listener: no snapshot.

interface State<S> {
  current: { version: number; at: number; value: S } | null
  loading: { version: number; promise: Promise<S> } | null
}

export function catalogSnapshot<S>(load: (db: Database, version: number) => Promise<S>, options: { maxAgeMs?: number } = {}) {
  const states = new WeakMap<Database, State<S>>()

  function reload(db: Database, state: State<S>, version: number): Promise<S> {
    if (state.loading && state.loading.version >= version) return state.loading.promise
    const at = cacheClock(db).nowMs()
    const promise = load(db, version).then(
      (value) => {
        if (!state.current || state.current.version <= version) state.current = { version, at, value }
        if (state.loading?.promise === promise) state.loading = null
        return value
      },
      (error: unknown) => {
        if (state.loading?.promise === promise) state.loading = null
        throw error
      },
    )
    state.loading = { version, promise }
    return promise
  }

  return {
    /** the snapshot for the catalog as this process knows it now; null when there can be none */
    async get(db: Database): Promise<S | null> {
      const version = catalogVersion(db)
      if (version === null) return null
      let state = states.get(db)
      if (!state) states.set(db, (state = { current: null, loading: null }))
      const current = state.current
      if (!current || current.version < version) return reload(db, state, version)
      if (options.maxAgeMs !== undefined && cacheClock(db).nowMs() - current.at >= options.maxAgeMs) {
        reload(db, state, version).catch(() => {})
      }
      return current.value
    },
    /** the catalog version of the current snapshot (null: none yet) — for tests */
    version(db: Database): number | null {
      return states.get(db)?.current?.version ?? null
    },
  }
}
