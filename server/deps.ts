import type { Database, DbHandle } from './db/index.ts'
import type { ServerConfig } from './config.ts'
import type { Clock } from './clock.ts'

/** What every module reaches through `app.deps` (and tests replace). */
export interface Deps {
  db: Database
  handle: DbHandle
  config: ServerConfig
  /** the only source of time (see clock.ts) */
  clock: Clock
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
  }
  interface FastifyRequest {
    lang?: 'zh' | 'en'
  }
}
