import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface ServerConfig {
  port: number
  host: string
  /** PGlite data directory (ignored with databaseUrl) */
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  /** built storefront served under /web/ */
  webDir: string
  /** shared with `npm run ops` through the data dir: guards the loopback operator endpoint */
  opsSecret: string
  /** public URL of the storefront (QR codes); derived from the port when unset */
  publicUrl: string
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client ('loopback', addresses or
   * CIDRs, comma-separated). false (unset) = the socket's address is the client, so a client cannot
   * pick its own address for rate limits by sending the header.
   */
  trustProxy: string | false
  /** IDLE_TIMEOUT_MS: a connection that sends nothing for this long is closed (stalled bodies) */
  idleTimeoutMs: number
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this */
  requestTimeoutMs: number
  /** unpaid orders close after this many minutes (ORDER_UNPAID_CLOSE_MINUTES; site_config order_config overrides) */
  unpaidCloseMinutes: number
  /** the sandbox pay gateway's HMAC-SHA256 key, kept in DATA_DIR/config/pay-gateway.key */
  payGatewayKey: string
  /** BAZAAR_TEST_CLOCK=1: the clock is real time plus an offset `ops clock:advance` moves (tests, demos) */
  testClock: boolean
  /** METRICS_TOKEN: `Authorization: Bearer <it>` reads /metrics from anywhere (unset: this machine only) */
  metricsToken?: string
}

export const projectRoot = resolve(import.meta.dirname, '..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080)
  const dataDir = resolve(projectRoot, env.DATA_DIR ?? '.data')
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    webDir: resolve(projectRoot, env.WEB_DIR ?? 'dist/web'),
    opsSecret: opsSecret(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    idleTimeoutMs: positive(env.IDLE_TIMEOUT_MS, 10_000),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    unpaidCloseMinutes: Math.max(1, Number(env.ORDER_UNPAID_CLOSE_MINUTES ?? 30) || 30),
    payGatewayKey: payGatewayKey(dataDir),
    testClock: env.BAZAAR_TEST_CLOCK === '1',
    metricsToken: env.METRICS_TOKEN || undefined,
  }
}

const positive = (value: string | undefined, dflt: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : dflt
}

function parseTrustProxy(value: string | undefined): string | false {
  const v = (value ?? '').trim()
  if (!v || v === '0' || v.toLowerCase() === 'false') return false
  // `true` (trust every peer) is refused on purpose: it would make the header the client's choice again
  if (v.toLowerCase() === 'true') throw new Error('TRUST_PROXY=true would trust any client; name the proxy (loopback, an address, a CIDR)')
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',')
}

/** the sandbox gateway and the server share this key (mode 600); made on first start */
export function payGatewayKey(dataDir: string): string {
  const file = join(dataDir, 'config', 'pay-gateway.key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(join(dataDir, 'config'), { recursive: true })
  const key = randomBytes(32).toString('hex')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

/** The operator secret lives in the data dir (mode 600), so only who can read the data can operate. */
export function opsSecret(dataDir: string): string {
  const file = join(dataDir, 'ops-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(24).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
