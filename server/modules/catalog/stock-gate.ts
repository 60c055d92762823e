import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Clock } from '../../clock.ts'
import { cacheClock } from '../../db/cache.ts'
import type { Database } from '../../db/index.ts'
import { ApiError, type Msg } from '../../http/envelope.ts'

// The stock gate (docs/decisions/018-stock-gate.md): a create that the database has just refused
// for stock (a flash sale sold out, goods at 0) or for a member's limit closes a gate key; the next
// attempts on that key are refused in memory, with the same error, before any database work. The
// database stays the judge: the gate only refuses early, and only what the database refused.
//
//   - A key is closed for `num ≥ need` (the smallest refused quantity): less may still fit.
//   - Reopened the moment stock comes back: returns NOTIFY on commit (goods stock through the
//     catalog triggers' `stock:<skus>`, promotion stock and quotas through `bazaar_gate` sent by
//     returnPromotion), and every process LISTENs. A reopen moves the key's generation on; a close
//     is kept only when the generation is still the one the attempt saw before its database trip,
//     so a refusal that raced a return never closes the gate on the returned stock.
//   - Backstop: a closed key is re-checked after CLOSED_TTL_MS (one attempt per process goes to the
//     database — single flight — the others are still refused), for stock that comes back without
//     a notification (psql, a lost LISTEN connection).
//   - With REDIS_URL, promotion and quota keys are shared: a close is a compare-and-set on the
//     key's generation in Redis and is published to every process; a return's reopen moves the
//     generation once (deduplicated by the return's id, whichever processes hear it). Goods keys stay
//     per process (each learns a sold-out SKU with one database trip; the catalog notification reaches
//     them all).

/** how long a closed key refuses before one attempt re-checks the database */
export const CLOSED_TTL_MS = 5_000
/** successful creates remembered for an idempotent retry refused by the gate */
const REMEMBERED = 50_000
const REMEMBER_MS = 3_600_000

export interface Refusal {
  errorKey: string
  text: Msg
  code: number
}
interface Mark {
  gen: number
  /** null: open */
  closed: { need: number; refusal: Refusal } | null
  until: number
  probing: boolean
}
/** what an attempt saw of a key before its database trip */
interface Ticket {
  key: string
  num: number
  gen: number
  /** the goods epoch (a catalog change that may have moved any stock moves it on) */
  epoch: number
  probe: boolean
}
export interface GateWant {
  key: string
  num: number
}

export const skuGateKey = (skuId: number) => `sku:${skuId}`
export const promotionGateKey = (kind: string, id: number) => `${kind}:${id}`
export const quotaGateKey = (kind: string, refId: number, memberId: number, period: number) => `quota:${kind}:${refId}:${memberId}:${period}`
/** keys shared through Redis (goods keys stay per process) */
const shared = (key: string) => !key.startsWith('sku:')

// errors that close a key carry it here (never on the wire)
const keyOfError = new WeakMap<ApiError, string>()
/** mark an error thrown for a key's stock or limit: the gate closes that key on it */
export function gated<E extends ApiError>(err: E, key: string): E {
  keyOfError.set(err, key)
  return err
}

interface SharedState {
  close(key: string, gen: number, need: number, refusal: Refusal): Promise<void>
  reopen(key: string, id: string): Promise<void>
  remember(memberId: number, idempotencyKey: string, outTradeNo: string): Promise<void>
  remembered(memberId: number, idempotencyKey: string): Promise<string | null>
  stop(): Promise<void>
}

export class StockGate {
  readonly marks = new Map<string, Mark>()
  private readonly payments = new Map<string, { at: number; outTradeNo: string }>()
  /** counters for the benchmark and tests */
  readonly stats = { refused: 0, closed: 0, reopened: 0, probes: 0 }
  private sharedState: SharedState | null = null
  private goodsEpoch = 0
  private readonly clock: () => Clock

  constructor(clock: () => Clock) {
    this.clock = clock
  }

  private now() {
    return this.clock().nowMs()
  }

  /**
   * Before the database: throws the stored refusal when a wanted key is closed for this quantity,
   * else answers the tickets the attempt reports back with `refused` / `passed`.
   */
  enter(wants: readonly GateWant[]): Ticket[] {
    const now = this.now()
    const tickets: Ticket[] = []
    for (const w of wants) {
      const m = this.marks.get(w.key)
      let probe = false
      if (m?.closed && w.num >= m.closed.need) {
        if (now < m.until || m.probing) {
          this.stats.refused += 1
          for (const t of tickets) if (t.probe) this.marks.get(t.key)!.probing = false
          const r = m.closed.refusal
          throw new ApiError(r.errorKey as ConstructorParameters<typeof ApiError>[0], r.text, { code: r.code })
        }
        // the backstop: this attempt re-checks the database, the others wait for its answer
        m.probing = true
        probe = true
        this.stats.probes += 1
      }
      tickets.push({ key: w.key, num: w.num, gen: m?.gen ?? 0, epoch: this.goodsEpoch, probe })
    }
    return tickets
  }

  /** the attempt failed: close the key its error names, when no reopen came since it entered */
  refused(tickets: readonly Ticket[], err: unknown) {
    const key = err instanceof ApiError ? keyOfError.get(err) : undefined
    for (const t of tickets) {
      const m = this.marks.get(t.key)
      if (t.probe && m) m.probing = false
      if (t.key !== key || !(err instanceof ApiError)) continue
      const refusal = { errorKey: err.errorKey, text: err.text, code: err.code }
      if (!shared(t.key) && t.epoch !== this.goodsEpoch) continue
      this.closeLocal(t.key, t.gen, t.num, refusal)
      if (this.sharedState && shared(t.key)) void this.sharedState.close(t.key, t.gen, t.num, refusal).catch(() => undefined)
    }
  }

  /** the attempt went through: a probed key had stock after all */
  passed(tickets: readonly Ticket[]) {
    for (const t of tickets) {
      const m = this.marks.get(t.key)
      if (t.probe && m) {
        m.probing = false
        m.closed = null
      }
    }
  }

  private closeLocal(key: string, gen: number, need: number, refusal: Refusal) {
    const m = this.marks.get(key) ?? { gen: 0, closed: null, until: 0, probing: false }
    if (m.gen !== gen) return
    if (!m.closed) this.stats.closed += 1
    m.closed = { need: Math.min(need, m.closed?.need ?? need), refusal }
    m.until = this.now() + CLOSED_TTL_MS
    this.marks.set(key, m)
  }

  /** stock or quota came back (after its commit): open the key and move its generation on */
  reopen(key: string, id = '') {
    // a mark even for a key never closed here: an attempt in flight on it must not close it now
    const m = this.marks.get(key) ?? { gen: 0, closed: null, until: 0, probing: false }
    if (m.closed) this.stats.reopened += 1
    m.gen += 1
    m.closed = null
    m.probing = false
    this.marks.set(key, m)
    if (this.sharedState && shared(key) && id) void this.sharedState.reopen(key, id).catch(() => undefined)
  }

  /** every goods key at once (a catalog change that may have touched any stock) */
  reopenGoods() {
    this.goodsEpoch += 1
    for (const [key, m] of this.marks) {
      if (shared(key) || !m.closed) continue
      this.stats.reopened += 1
      m.closed = null
      m.probing = false
    }
  }

  /** another process's news of a key (Redis): adopted when it is not older than what this one knows */
  merge(key: string, gen: number, closed: Mark['closed']) {
    const m = this.marks.get(key) ?? { gen: 0, closed: null, until: 0, probing: false }
    if (gen < m.gen) return
    if (gen === m.gen && !closed) return
    if (gen > m.gen && m.closed && !closed) this.stats.reopened += 1
    if (closed && !m.closed) this.stats.closed += 1
    m.gen = gen
    m.closed = closed
    m.until = this.now() + CLOSED_TTL_MS
    m.probing = false
    this.marks.set(key, m)
  }

  /** a create went through: an idempotent retry that the gate would refuse answers this payment */
  async remember(memberId: number, idempotencyKey: string | undefined, outTradeNo: string) {
    if (!idempotencyKey) return
    const now = this.now()
    if (this.payments.size >= REMEMBERED) {
      for (const [k, v] of this.payments) {
        if (this.payments.size < REMEMBERED * 0.9 && now - v.at < REMEMBER_MS) break
        this.payments.delete(k)
      }
    }
    this.payments.set(`${memberId}:${idempotencyKey}`, { at: now, outTradeNo })
    await this.sharedState?.remember(memberId, idempotencyKey, outTradeNo).catch(() => undefined)
  }

  async remembered(memberId: number, idempotencyKey: string | undefined): Promise<string | null> {
    if (!idempotencyKey) return null
    const hit = this.payments.get(`${memberId}:${idempotencyKey}`)
    if (hit && this.now() - hit.at < REMEMBER_MS) return hit.outTradeNo
    return (await this.sharedState?.remembered(memberId, idempotencyKey).catch(() => null)) ?? null
  }

  /**
   * Run one create through the gate: refused early when a wanted key is closed (an idempotent
   * retry of a create that went through answers that create instead), else `work`, whose refusal
   * closes the key it names.
   */
  async run<T extends string>(memberId: number, idempotencyKey: string | undefined, wants: readonly GateWant[], work: () => Promise<T>): Promise<T> {
    let tickets: Ticket[]
    try {
      tickets = this.enter(wants)
    } catch (err) {
      const done = await this.remembered(memberId, idempotencyKey)
      if (done) return done as T
      throw err
    }
    let result: T
    try {
      result = await work()
    } catch (err) {
      this.refused(tickets, err)
      throw err
    }
    this.passed(tickets)
    await this.remember(memberId, idempotencyKey, result)
    return result
  }

  attachShared(state: SharedState) {
    this.sharedState = state
  }

  async stop() {
    const s = this.sharedState
    this.sharedState = null
    await s?.stop()
  }
}

const gates = new WeakMap<Database, StockGate>()
/** the gate of a database (one per app; the operator CLI's database gets one that nobody shares) */
export function stockGate(db: Database): StockGate {
  let gate = gates.get(db)
  if (!gate) {
    gate = new StockGate(() => cacheClock(db))
    gates.set(db, gate)
  }
  return gate
}

/** a notification payload on bazaar_gate: `<key>|<id>` (the id makes a return's reopen count once) */
export const gateNotice = (key: string, id: string) => `${key}|${id}`

function onGateNotice(gate: StockGate, payload: string) {
  const bar = payload.lastIndexOf('|')
  if (bar <= 0) return
  gate.reopen(payload.slice(0, bar), payload.slice(bar + 1))
}

/** the catalog triggers' notification (migration 021): `stock:<sku ids>`, or '' for any change */
function onCatalogNotice(gate: StockGate, payload: string) {
  if (!payload.startsWith('stock:')) return gate.reopenGoods()
  for (const id of payload.slice(6).split(',')) gate.reopen(skuGateKey(Number(id)))
}

// Redis: per key `<p>g:<key>` (generation) and `<p>c:<key>` (the close, JSON, with the backstop's TTL)
const CLOSE_SCRIPT = `
local g = tonumber(redis.call('get', KEYS[1]) or '0')
if g ~= tonumber(ARGV[1]) then
  return {g, redis.call('get', KEYS[2]) or ''}
end
redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('publish', ARGV[4], cjson.encode({k = ARGV[5], g = g, c = ARGV[2]}))
return {g, ARGV[2]}
`
const REOPEN_SCRIPT = `
if redis.call('set', KEYS[3], '1', 'NX', 'PX', 86400000) == false then return -1 end
local g = redis.call('incr', KEYS[1])
redis.call('del', KEYS[2])
redis.call('publish', ARGV[1], cjson.encode({k = ARGV[2], g = g, c = ''}))
return g
`

const parseClosed = (raw: string): Mark['closed'] => (raw ? (JSON.parse(raw) as Mark['closed']) : null)

async function redisState(gate: StockGate, url: string, prefix: string): Promise<SharedState> {
  const cmd = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  await Promise.all([cmd.connect(), sub.connect()])
  const channel = `${prefix}events`
  sub.on('message', (_c: string, raw: string) => {
    try {
      const m = JSON.parse(raw) as { k: string; g: number; c: string }
      gate.merge(m.k, m.g, parseClosed(m.c))
    } catch {
      // not ours
    }
  })
  await sub.subscribe(channel)
  return {
    close: async (key, gen, need, refusal) => {
      const closed = JSON.stringify({ need, refusal })
      const [g, c] = (await cmd.eval(CLOSE_SCRIPT, 2, `${prefix}g:${key}`, `${prefix}c:${key}`, gen, closed, CLOSED_TTL_MS, channel, key)) as [number, string]
      gate.merge(key, Number(g), parseClosed(c))
    },
    reopen: async (key, id) => {
      await cmd.eval(REOPEN_SCRIPT, 3, `${prefix}g:${key}`, `${prefix}c:${key}`, `${prefix}r:${key}|${id}`, channel, key)
    },
    remember: async (memberId, idempotencyKey, outTradeNo) => {
      await cmd.set(`${prefix}p:${memberId}:${idempotencyKey}`, outTradeNo, 'PX', REMEMBER_MS)
    },
    remembered: (memberId, idempotencyKey) => cmd.get(`${prefix}p:${memberId}:${idempotencyKey}`),
    stop: async () => {
      sub.disconnect()
      cmd.disconnect()
    },
  }
}

/**
 * Run the app's gate: LISTEN for returns (bazaar_gate) and stock changes (bazaar_catalog), and share
 * it through Redis with REDIS_URL. Keys in Redis are named after the database (`gateScope`), so two
 * databases on one Redis never share a gate.
 */
export function startStockGate(app: FastifyInstance, gateScope: string) {
  const { db, handle, config } = app.deps
  const gate = stockGate(db)
  const stops: Array<() => Promise<void>> = []
  app.addHook('onReady', async () => {
    stops.push(await handle.listen('bazaar_gate', (payload) => onGateNotice(gate, payload)))
    stops.push(await handle.listen('bazaar_catalog', (payload) => onCatalogNotice(gate, payload)))
    if (config.redisUrl) gate.attachShared(await redisState(gate, config.redisUrl, `bazaar:gate:${gateScope}:`))
  })
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((s) => s().catch(() => undefined)))
    await gate.stop()
  })
}
