import type { Database, DbHandle } from './db/index.ts'
import type { ServerConfig } from './config.ts'

/** What every module reaches through `app.deps` (and tests replace). */
export interface Deps {
  db: Database
  handle: DbHandle
  config: ServerConfig
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
  }
  interface FastifyRequest {
    lang?: 'zh' | 'en'
  }
}
