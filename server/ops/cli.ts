// npm run ops -- <command> [args…]
// Runs an operator command on the running server (POST http://127.0.0.1:PORT/ops/<command> with the
// secret from DATA_DIR/ops-secret). When no server listens it opens the database itself: PGlite lets
// only one process hold a data dir, which is why a running server has to do the work.
import { offsetClock, systemClock } from '../clock.ts'
import { readClockOffset } from '../db/test-clock.ts'
import { loadConfig, type ServerConfig } from '../config.ts'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { ApiError } from '../http/envelope.ts'
import { findCommand, helpText, OpsError, runCommand } from './commands.ts'

export interface CliResult {
  code: 0 | 1
  out: string
  /** where it ran: the server's endpoint or the database opened here */
  via: 'server' | 'local' | 'none'
}

// nobody listens at that address (IPv6 may be missing altogether)
const NOT_LISTENING = new Set(['ECONNREFUSED', 'EADDRNOTAVAIL', 'ENETUNREACH', 'EAFNOSUPPORT'])

function notListening(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause
  if (cause?.code && NOT_LISTENING.has(cause.code)) return true
  return Boolean(cause?.errors?.length && cause.errors.every((e) => NOT_LISTENING.has(e.code ?? '')))
}

/** the server's answer, or null when no server listens on the port (IPv4 or IPv6 loopback) */
async function viaServer(config: ServerConfig, name: string, args: string[]): Promise<CliResult | null> {
  // a server bound to ::1 only must still be found: opening its PGlite dir from here would be unsafe
  for (const host of ['127.0.0.1', '[::1]']) {
    let res: Response
    try {
      res = await fetch(`http://${host}:${config.port}/ops/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-secret': config.opsSecret, 'accept-language': 'en' },
        body: JSON.stringify({ args }),
        signal: AbortSignal.timeout(60_000),
      })
    } catch (err) {
      if (notListening(err)) continue
      throw err
    }
    return serverResult(config, res)
  }
  return null
}

async function serverResult(config: ServerConfig, res: Response): Promise<CliResult> {
  const text = await res.text()
  let envelope: { code?: number; message?: string; data?: unknown }
  try {
    envelope = JSON.parse(text)
  } catch {
    return { code: 1, via: 'server', out: `error: port ${config.port} answered, but not as a Bazaar server (HTTP ${res.status})` }
  }
  if (envelope.code === 0) return { code: 0, via: 'server', out: String(envelope.data ?? '') }
  return { code: 1, via: 'server', out: `error: ${envelope.message ?? `HTTP ${res.status}`}` }
}

async function local(config: ServerConfig, name: string, args: string[]): Promise<CliResult> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` })
  try {
    await migrate(handle)
    // the same first-start seeding as the server, so the settings a command changes exist
    await seedIfEmpty(handle)
    // with BAZAAR_TEST_CLOCK=1 the CLI keeps the same test time as a server on this database would
    const clock = config.testClock ? offsetClock(systemClock, await readClockOffset(handle.db)) : systemClock
    return { code: 0, via: 'local', out: await runCommand({ db: handle.db, handle, config, clock, dataDir: config.dataDir }, name, args) }
  } catch (err) {
    return { code: 1, via: 'local', out: `error: ${errorText(err)}` }
  } finally {
    await handle.close()
  }
}

function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.text.en
  if (err instanceof OpsError) return err.message
  return err instanceof Error ? err.message : String(err)
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help' || name === '-h') return { code: 0, via: 'none', out: helpText() }
  if (!findCommand(name)) return { code: 1, via: 'none', out: `error: unknown command: ${name}\n\n${helpText()}` }
  const config = loadConfig(env)
  try {
    return (await viaServer(config, name, args)) ?? (await local(config, name, args))
  } catch (err) {
    return { code: 1, via: 'none', out: `error: ${errorText(err)}` }
  }
}

if (import.meta.main) {
  const result = await runCli(process.argv.slice(2))
  ;(result.code === 0 ? process.stdout : process.stderr).write(`${result.out}\n`)
  process.exitCode = result.code
}
