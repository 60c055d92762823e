// The e2e server: a fresh embedded database for every run, the built storefront, the real API.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig, projectRoot } from '../../server/config.ts'
import { startServer } from '../../server/start.ts'
import { runCommand } from '../../server/ops/commands.ts'

// password hashes at scrypt's lowest cost the server takes (the seed's and every new member's), however
// the server is started (Playwright's webServer, npm test's early start); read when startServer runs
process.env.BAZAAR_SCRYPT_N ??= '1024'
// one data dir per port, so runs on different ports never share a database
export const E2E_DATA_DIR = join(projectRoot, `.data/e2e-${process.env.E2E_PORT ?? '8190'}`)
rmSync(E2E_DATA_DIR, { recursive: true, force: true })
// the test clock is on, so specs can move time with `ops('clock:advance', '7d')` (it moves it for every worker)
const config = loadConfig({ ...process.env, PORT: process.env.E2E_PORT ?? '8190', DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', BAZAAR_TEST_CLOCK: '1' })
const server = await startServer(config)
// the suite logs in without solving captchas; tests/e2e/serial/ turns the captcha on to test it
await runCommand(server.app.deps, 'captcha:off', [])
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
