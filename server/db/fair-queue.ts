import { AsyncLocalStorage } from 'node:async_hooks'
import { PGliteAdapter, PGliteDialect, PGliteDriver, type DatabaseConnection, type Driver, type LogEvent } from 'kysely'

// The embedded database runs one statement (or one transaction) at a time. Kysely's own lock hands
// it out per statement in arrival order, so a request that needs three statements queues three
// times behind every request that arrived meanwhile: under 50 concurrent shoppers a few waited
// seconds (issue 14). Here the one connection goes to the OLDEST request waiting for it — each API
// request is numbered when it starts (route.ts runs its handler inside `inRequest`) — so a request
// under way finishes its statements before newer ones start theirs, and no request waits behind
// more than the requests that were already there when it came. Work outside a request (the
// scheduler, the CLI) is numbered when it asks, behind the requests already waiting.
// A transaction holds the connection from begin to commit, as before.

const requestTurn = new AsyncLocalStorage<number>()
let counter = 0

/** run an API request's work with its place in the queue for the embedded database */
export function inRequest<T>(fn: () => T): T {
  return requestTurn.run(++counter, fn)
}

class OldestFirstLock {
  #held = false
  /** requests waiting for the connection now (/metrics: db_queue_waiting) */
  get waiting() {
    return this.#waiting.length
  }
  /** waiting turns, kept sorted: the oldest (lowest) first */
  #waiting: Array<{ turn: number; go: () => void }> = []

  acquire(turn: number): Promise<void> | undefined {
    if (!this.#held) {
      this.#held = true
      return undefined
    }
    return new Promise((go) => {
      const w = this.#waiting
      // binary search: first waiter with a later turn
      let lo = 0
      let hi = w.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (w[mid]!.turn <= turn) lo = mid + 1
        else hi = mid
      }
      w.splice(lo, 0, { turn, go })
    })
  }

  release() {
    const next = this.#waiting.shift()
    if (next) next.go()
    else this.#held = false
  }
}

class FairAdapter extends PGliteAdapter {
  // the lock below replaces Kysely's one-connection mutex
  get supportsMultipleConnections() {
    return true
  }
}

const DEBUG = process.env.DEBUG_DB_QUEUE === '1'
const stats = { busyMs: 0, waitMs: 0, turns: 0, since: performance.now(), heldAt: 0 }
if (DEBUG) {
  setInterval(() => {
    const wall = performance.now() - stats.since
    process.stdout.write(`db queue: ${stats.turns} turns, busy ${((stats.busyMs / wall) * 100).toFixed(0)}%, mean wait ${(stats.waitMs / Math.max(1, stats.turns)).toFixed(1)} ms, mean hold ${(stats.busyMs / Math.max(1, stats.turns)).toFixed(2)} ms\n`)
    Object.assign(stats, { busyMs: 0, waitMs: 0, turns: 0, since: performance.now() })
  }, 2_000).unref()
}

/** a statement that changes nothing durable (reads; `select … for update` only locks) */
const READ_ONLY = /^\s*(select|show|explain)\b/i

export interface FairOptions {
  /** awaited after a statement or transaction that wrote, before its caller goes on (durable.ts) */
  afterWrite?: () => Promise<void>
}

class FairDriver extends PGliteDriver {
  #lock = new OldestFirstLock()
  #wrote = false
  #connection: DatabaseConnection | null = null
  #options: FairOptions
  constructor(config: ConstructorParameters<typeof PGliteDriver>[0], options: FairOptions) {
    super(config)
    this.#options = options
  }
  /** requests waiting for the one connection (/metrics) */
  get waiting() {
    return this.#lock.waiting
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const asked = DEBUG ? performance.now() : 0
    const wait = this.#lock.acquire(requestTurn.getStore() ?? ++counter)
    if (wait) await wait
    if (DEBUG) {
      stats.heldAt = performance.now()
      stats.waitMs += stats.heldAt - asked
      stats.turns++
    }
    return (this.#connection ??= this.#noticeWrites(await super.acquireConnection()))
  }
  async releaseConnection(): Promise<void> {
    if (DEBUG) stats.busyMs += performance.now() - stats.heldAt
    const wrote = this.#wrote
    this.#wrote = false
    this.#lock.release()
    // the next request runs its statements while this one waits for the disk
    if (wrote && this.#options.afterWrite) await this.#options.afterWrite()
  }
  /** the connection, with each statement that is not a read marking the turn as a write */
  #noticeWrites(connection: DatabaseConnection): DatabaseConnection {
    const execute = connection.executeQuery.bind(connection)
    // on the object itself: Kysely's statement log wraps this same property in turn
    connection.executeQuery = (query) => {
      if (!READ_ONLY.test(query.sql)) this.#wrote = true
      return execute(query)
    }
    return connection
  }
}

/** PGlite for Kysely, its one connection handed to the oldest request first */
export class FairPGliteDialect extends PGliteDialect {
  #config: ConstructorParameters<typeof PGliteDialect>[0]
  #options: FairOptions
  #driver: FairDriver | null = null
  constructor(config: ConstructorParameters<typeof PGliteDialect>[0], options: FairOptions = {}) {
    super(config)
    this.#config = config
    this.#options = options
  }
  createAdapter() {
    return new FairAdapter()
  }
  createDriver(): Driver {
    return (this.#driver = new FairDriver(this.#config, this.#options))
  }
  /** requests waiting for the connection now */
  waiting(): number {
    return this.#driver?.waiting ?? 0
  }
}

/** DEBUG_DB_QUEUE=1: the statements that took the most time, printed every few seconds */
export function statementLog(): (event: LogEvent) => void {
  const byText = new Map<string, { n: number; ms: number }>()
  setInterval(() => {
    const top = [...byText.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)
    process.stdout.write(top.map(([text, v]) => `  ${v.n}× ${v.ms.toFixed(0)} ms ${text}`).join('\n') + '\n')
    byText.clear()
  }, 3_000).unref()
  return (event) => {
    const text = event.query.sql.replace(/\s+/g, ' ').slice(0, 110)
    const s = byText.get(text) ?? { n: 0, ms: 0 }
    s.n++
    s.ms += event.queryDurationMillis
    byText.set(text, s)
  }
}
