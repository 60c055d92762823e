// npm start: build the storefront when it is missing or older than its sources, then run the one
// server process (storefront under /web/, API at the contract paths) on PORT (default 8080).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig, projectRoot } from '../server/config.ts'
import { runServer } from '../server/cluster.ts'

const config = loadConfig()

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path))
    else newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

const index = join(config.webDir, 'index.html')
const inputs = [join(projectRoot, 'src'), join(projectRoot, 'machines')]
const sourceTime = Math.max(
  ...inputs.map(newestMtime),
  ...['vite.config.ts', 'lingui.config.ts', 'package-lock.json'].map((f) => statSync(join(projectRoot, f)).mtimeMs),
)
if (process.env.SKIP_BUILD !== '1' && (!existsSync(index) || statSync(index).mtimeMs < sourceTime)) {
  console.log('Building the storefront (dist/web)…')
  const { build } = await import('vite')
  const started = Date.now()
  await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' })
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// one process, or WORKERS of them on PostgreSQL (server/cluster.ts)
const close = await runServer(config, { logger: process.env.LOG === '1' })
const stop = async () => {
  await close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
