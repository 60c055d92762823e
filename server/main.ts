import { loadConfig } from './config.ts'
import { runServer } from './cluster.ts'

const config = loadConfig()
// one process, or WORKERS of them on PostgreSQL (server/cluster.ts)
const close = await runServer(config, { logger: process.env.LOG === '1' })
const stop = async () => {
  await close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
