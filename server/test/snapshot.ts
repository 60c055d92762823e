import { readFileSync } from 'node:fs'
import { MemoryFS, type PGlite } from '@electric-sql/pglite'

/*
 * The seeded database of the test run (server/test/global-setup.ts makes it once) and how a test app
 * gets its own copy of it.
 *
 * PGlite's `loadDataDir` takes the dump as a Blob: every copy read the 71 MB back out of the Blob,
 * parsed the tar and wrote each of its ~1,450 files into the new instance's in-memory file system —
 * and a run makes ~70 copies. Here a worker parses the dump once (its test files share the module,
 * vitest `isolate: false`) and a copy only writes the files (MEMFS copies each one: the copies share
 * nothing). Measured per copy, started and asked one query: 0.74 CPU-s before, ~0.45 after, with the
 * copy's smaller shared buffers (global-setup) and one WAL segment.
 */

/** one file or folder of the dump, its path relative to the data folder */
export interface SnapshotEntry {
  path: string
  dir: boolean
  data: Uint8Array
}

/** the files of a ustar archive (what PGlite's dumpDataDir('none') writes): regular files and folders */
export function untar(buf: Uint8Array): SnapshotEntry[] {
  const decoder = new TextDecoder()
  const entries: SnapshotEntry[] = []
  let at = 0
  while (at + 512 <= buf.length && buf[at] !== 0) {
    const header = buf.subarray(at, at + 512)
    const text = (from: number, length: number) => {
      const field = header.subarray(from, from + length)
      const end = field.indexOf(0)
      return decoder.decode(end < 0 ? field : field.subarray(0, end))
    }
    const prefix = text(345, 155)
    const path = `${prefix ? `${prefix}/` : ''}${text(0, 100)}`.replace(/^\.?\/+/, '').replace(/\/+$/, '')
    const size = parseInt(text(124, 12).trim() || '0', 8)
    const type = String.fromCharCode(header[156] || 48)
    at += 512
    if (type === '5') entries.push({ path, dir: true, data: new Uint8Array(0) })
    else if (type === '0') entries.push({ path, dir: false, data: buf.subarray(at, at + size) })
    else throw new Error(`the test snapshot holds an entry of tar type ${type} (${path}), which a copy cannot make`)
    at += Math.ceil(size / 512) * 512
  }
  return entries
}

let parsed: { file: string; entries: SnapshotEntry[] } | undefined

/**
 * The dump's files, parsed once per worker: the WAL segments but the one global-setup named (the
 * checkpoint's; the others are segments PostgreSQL made ready for later, 16 MB of zeros each)
 */
export function snapshotEntries(): SnapshotEntry[] {
  const file = process.env.BAZAAR_TEST_SNAPSHOT
  if (!file) throw new Error('server tests need the vitest globalSetup server/test/global-setup.ts')
  if (parsed?.file !== file) {
    const wal = process.env.BAZAAR_TEST_SNAPSHOT_WAL
    const entries = untar(new Uint8Array(readFileSync(file)))
    parsed = { file, entries: entries.filter((e) => !wal || e.dir || !/^pg_wal\/[0-9A-F]{24}$/.test(e.path) || e.path === `pg_wal/${wal}`) }
  }
  return parsed.entries
}

/** where PGlite keeps its data folder in its in-memory file system */
const PGDATA = '/pglite/data'

/** PGlite's in-memory file system, filled with the snapshot's files before PostgreSQL starts on it */
export class SnapshotFS extends MemoryFS {
  override async init(pg: PGlite, emscriptenOptions: Parameters<MemoryFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions)
    const entries = snapshotEntries()
    const fill = (mod: { FS: { mkdirTree(path: string): void; writeFile(path: string, data: Uint8Array): void } }) => {
      mod.FS.mkdirTree(PGDATA)
      // the tar lists a folder before its files
      for (const e of entries) {
        if (e.dir) mod.FS.mkdirTree(`${PGDATA}/${e.path}`)
        else mod.FS.writeFile(`${PGDATA}/${e.path}`, e.data)
      }
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), fill] } }
  }
}
