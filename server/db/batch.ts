import type { Database } from './index.ts'

// Point reads that arrive together, one query: while a batch is being read, the keys asked for
// meanwhile wait and go in the next one, all at once (no timer: an idle server reads at once). On
// the embedded database, which runs one statement at a time, 13 shoppers opening 13 goods at the
// same moment cost one statement instead of 13 in a queue (issue 14).
//
//   const detailRows = batchedReads((db, ids: number[]) => …select … where sku_id = any(ids)…, (r) => r.sku_id)
//   const row = await detailRows(db, skuId)        // undefined when there is none
//
// Each batch is read fresh: nothing is kept once it is answered (the caches above decide that).

interface Batch<K, V> {
  keys: Set<K>
  done: Promise<Map<K, V>>
  go: () => void
}
interface State<K, V> {
  busy: boolean
  next: Batch<K, V> | null
}

export function batchedReads<K, V>(
  read: (db: Database, keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): (db: Database, key: K) => Promise<V | undefined> {
  const perDb = new WeakMap<Database, State<K, V>>()
  const newBatch = (db: Database): Batch<K, V> => {
    const keys = new Set<K>()
    const gate: { open?: () => void } = {}
    const started = new Promise<void>((ok) => (gate.open = ok))
    const done = started.then(() => read(db, [...keys])).then((rows) => new Map(rows.map((r) => [keyOf(r), r])))
    return { keys, done, go: () => gate.open?.() }
  }
  const launch = (state: State<K, V>) => {
    const batch = state.next
    state.next = null
    state.busy = batch !== null
    if (!batch) return
    batch.go()
    // the next batch goes when this one is answered (or failed: its callers get the error)
    batch.done.then(() => launch(state), () => launch(state))
  }
  return async (db, key) => {
    let state = perDb.get(db)
    if (!state) perDb.set(db, (state = { busy: false, next: null }))
    const batch = (state.next ??= newBatch(db))
    batch.keys.add(key)
    if (!state.busy) launch(state)
    return (await batch.done).get(key)
  }
}
