import type { Clock } from '../clock.ts'
import type { Database } from '../db/index.ts'
import type { Deps } from '../deps.ts'

// What an operator command is (see commands.ts for the registry).

export interface OpsContext {
  db: Database
  clock: Clock
  /** the words after the command name */
  args: string[]
  /** the server's data directory (keys and secrets live there) */
  dataDir?: string
  /** the whole app dependencies when the caller has them (the server, the local CLI): commands that run scheduled jobs need them */
  deps?: Deps
}

export interface OpsCommand {
  name: string
  /** arguments, as in "member:create <username> <password>" */
  usage: string
  description: string
  /** how many args it takes: [min, max]; runCommand answers with the usage otherwise */
  arity: [number, number]
  /** returns the text to print; throws OpsError (or an ApiError of a shared rule) to fail */
  run(ctx: OpsContext): Promise<string>
}

/** a mistake of the operator: the message is printed with the command's usage */
export class OpsError extends Error {}
