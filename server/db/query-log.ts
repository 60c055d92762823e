import type { LogEvent } from 'kysely'

// Every statement's time, for whoever listens: the request log prints the slow ones with their
// request id (server/http/request-log.ts), /metrics counts them. No listener, nearly no cost.

export interface QueryEvent {
  sql: string
  ms: number
  failed: boolean
}
const listeners = new Set<(event: QueryEvent) => void>()

/** listen to every statement's end; returns the function that stops listening */
export function onQuery(listener: (event: QueryEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Kysely's `log` option: hands each statement on (and to `extra`, DEBUG_DB_QUEUE's statement log) */
export function queryLog(extra?: (event: LogEvent) => void): (event: LogEvent) => void {
  return (event) => {
    extra?.(event)
    if (listeners.size === 0) return
    const e: QueryEvent = { sql: event.query.sql, ms: event.queryDurationMillis, failed: event.level === 'error' }
    for (const l of listeners) l(e)
  }
}
