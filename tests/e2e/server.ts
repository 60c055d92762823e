// The e2e server: a fresh embedded database for every run, the built storefront, the real API.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig, projectRoot } from '../../server/config.ts'
import { startServer } from '../../server/start.ts'

export const E2E_DATA_DIR = join(projectRoot, '.data/e2e')
rmSync(E2E_DATA_DIR, { recursive: true, force: true })
const config = loadConfig({ ...process.env, PORT: process.env.E2E_PORT ?? '8190', DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' })
const server = await startServer(config)
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
