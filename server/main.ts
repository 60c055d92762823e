import { loadConfig } from './config.ts'
import { startServer } from './start.ts'

const config = loadConfig()
const server = await startServer(config, { logger: process.env.LOG === '1' })
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
