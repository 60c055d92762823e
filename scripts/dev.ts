// npm run dev: the API server on PORT (default 8080) and the Vite dev server with hot reload on
// 5173 (http://localhost:5173/web/), which proxies the API paths to the server.
import { join } from 'node:path'
import { createServer } from 'vite'
import { loadConfig, projectRoot } from '../server/config.ts'
import { startServer } from '../server/start.ts'

const config = loadConfig()
const api = await startServer(config)
const vite = await createServer({ configFile: join(projectRoot, 'vite.config.ts') })
await vite.listen()
console.log(`\nStorefront with hot reload: http://localhost:${vite.config.server.port}/web/`)
const stop = async () => {
  await vite.close()
  await api.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
