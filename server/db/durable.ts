import { open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

// The embedded database's files reach the disk only when this says so. What PGlite 0.5.16 does on
// Node (read in its sources, docs/decisions/017-cluster.md):
// - it starts PostgreSQL with `-F` (fsync = off), and its Node file storage (Emscripten's NODEFS)
//   has no fsync at all: `fsync`/`fdatasync` from PostgreSQL return 0 without touching the file;
// - `syncToFs()` is a no-op for that storage, and `transaction()` does not even call it after
//   COMMIT (electric-sql/pglite#1065) — Kysely's transactions go through `transaction()`.
// Every write is a `write()` into the kernel at once, so a killed process loses nothing; a power
// cut loses whatever the kernel had not yet written back (up to ~30 s of acknowledged orders).
//
// So after a statement or transaction that wrote, and before its request is answered, the WAL
// files are fsynced (commit records included: recovery replays them) — one fsync for every write
// that came in meanwhile (group commit). When PostgreSQL checkpointed since the last sync (its
// control file changed), every file under the data directory is fsynced: a checkpoint may recycle
// WAL whose changes so far only the unsynced data files hold.

export interface DurableSync {
  /** make every write committed before this call durable */
  sync(): Promise<void>
  /** how many fsync rounds ran, and how many files the last full round touched (tests, /metrics) */
  stats(): { rounds: number; fullRounds: number; files: number; lastMs: number }
}

async function fsyncPath(path: string): Promise<void> {
  const fh = await open(path, 'r')
  try {
    await fh.sync()
  } finally {
    await fh.close()
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [dir]
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(path)))
    else if (entry.isFile()) out.push(path)
  }
  return out
}

export function durableSync(dataDir: string): DurableSync {
  const stats = { rounds: 0, fullRounds: 0, files: 0, lastMs: 0 }
  let controlStamp = ''
  const control = join(dataDir, 'global', 'pg_control')

  async function round() {
    const t0 = performance.now()
    const s = await stat(control)
    const stamp = `${s.mtimeMs}:${s.size}`
    let paths: string[]
    if (stamp !== controlStamp) {
      // the first round, or a checkpoint since the last: everything
      paths = await filesUnder(dataDir)
      stats.fullRounds += 1
    } else {
      const wal = join(dataDir, 'pg_wal')
      paths = [wal, ...(await readdir(wal, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(wal, e.name))]
    }
    // a file may go (a recycled WAL segment) between the listing and its fsync; 32 open at a time
    for (let i = 0; i < paths.length; i += 32) {
      await Promise.all(paths.slice(i, i + 32).map((p) => fsyncPath(p).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? undefined : Promise.reject(err)))))
    }
    controlStamp = stamp
    stats.rounds += 1
    stats.files = paths.length
    stats.lastMs = performance.now() - t0
  }

  // group commit: a caller needs a round that STARTS after its write; one running now may have
  // listed the files before it, so callers arriving meanwhile share the next round
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const sync = (): Promise<void> => {
    if (!running) {
      running = round().finally(() => {
        running = null
      })
      return running
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null
        return sync()
      })
    return queued
  }
  return { sync, stats: () => ({ ...stats }) }
}
