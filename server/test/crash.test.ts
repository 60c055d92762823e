import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, it } from 'vitest'
import { systemClock } from '../clock.ts'
import { openDatabase } from '../db/index.ts'
import { createMember } from '../modules/auth/service.ts'
import { snapshotBlob } from './harness.ts'
import { issueToken } from '../http/auth.ts'
import { call, startChild, type ChildServer } from '../../tests/load/child-server.ts'

// Crash safety of the embedded default (issue 14): the real server process on a data dir of its
// own, a burst of member writes (shop follows, footprints) from several clients at once, SIGKILL in
// the middle of it, the server started again on the same data dir: the database opens, and every
// write that was acknowledged (answered with a success envelope) is there.

const WRITERS = 8
const dir = mkdtempSync(join(tmpdir(), 'bazaar-crash-'))
let server: ChildServer | null = null
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** the seeded snapshot of the test run (global-setup.ts) written into a PGlite data dir, plus members */
async function prepareDataDir() {
  const pglite = await PGlite.create(join(dir, 'pglite'), {
    loadDataDir: snapshotBlob(),
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  })
  const handle = await openDatabase({ pglite })
  const { db } = handle
  const members: Array<{ memberId: number; token: string }> = []
  for (let i = 0; i < WRITERS; i++) {
    const memberId = await createMember(db, { username: `crash${i}_${process.pid}`, password: 'secret123' }, systemClock)
    members.push({ memberId, token: await issueToken(db, memberId, 7, systemClock) })
  }
  const skus = (await db.selectFrom('goods_sku').select('sku_id').where('on_sale', '=', true).orderBy('sku_id').limit(200).execute()).map((r) => r.sku_id)
  const shops = (await db.selectFrom('shop').select('site_id').where('shop_status', '=', 1).where('cert_id', '<>', 0).execute()).map((r) => r.site_id)
  await handle.close()
  return { members, skus, shops }
}

it('keeps every acknowledged write through a kill -9 in the middle of a write burst', { timeout: 120_000 }, async () => {
  const { members, skus, shops } = await prepareDataDir()
  server = await startChild(undefined, {}, { dataDir: dir, timeoutMs: 40_000 })
  const { base } = server

  const follows = new Set<string>()
  const footprints = new Set<string>()
  const run = { killed: false }
  let failures = 0
  const writer = async (w: number) => {
    const { memberId, token } = members[w]!
    for (let i = 0; !run.killed && i < 150; i++) {
      const follow = i % 3 === 0
      const body = follow ? { token, site_id: shops[(w + i) % shops.length]! } : { token, sku_id: skus[(w * 17 + i) % skus.length]! }
      try {
        const res = await call(base, follow ? '/api/shopmember/add' : '/api/goodsbrowse/add', body)
        if (res.code !== 0) throw new Error(res.message)
        // acknowledged: it must survive
        if (follow) follows.add(`${memberId}:${body.site_id}`)
        else footprints.add(`${memberId}:${body.sku_id}`)
      } catch (error) {
        if (!run.killed) throw error
        failures++
      }
    }
  }
  const burst = Promise.all(members.map((_, w) => writer(w)))
  // kill it while writes are in flight: after a fair number were acknowledged, mid-stream
  while (follows.size + footprints.size < 120) await new Promise((r) => setTimeout(r, 5))
  run.killed = true
  server.child.kill('SIGKILL')
  await new Promise((r) => server!.child.once('exit', r))
  await burst
  expect(follows.size + footprints.size).toBeGreaterThanOrEqual(120)

  // again on the same data dir: it must open (no stale lock, no corrupt page) and answer
  server = await startChild(undefined, {}, { dataDir: dir, timeoutMs: 40_000 })
  const ping = await call(server.base, '/api/ping', {})
  expect(ping.code).toBe(0)
  // stop it cleanly and read the tables themselves
  await server.stop()
  server = null
  const handle = await openDatabase({ dataDir: join(dir, 'pglite') })
  try {
    const ids = members.map((m) => m.memberId)
    const followed = await handle.db.selectFrom('shop_member').select(['member_id', 'site_id']).where('member_id', 'in', ids).execute()
    const browsed = await handle.db.selectFrom('goods_browse').select(['member_id', 'sku_id']).where('member_id', 'in', ids).execute()
    const haveFollows = new Set(followed.map((r) => `${r.member_id}:${r.site_id}`))
    const haveFootprints = new Set(browsed.map((r) => `${r.member_id}:${r.sku_id}`))
    expect([...follows].filter((k) => !haveFollows.has(k))).toEqual([])
    expect([...footprints].filter((k) => !haveFootprints.has(k))).toEqual([])
    console.log(`crash test: ${follows.size} follows and ${footprints.size} footprints acknowledged before the kill, all there after it (${failures} calls cut off)`)
  } finally {
    await handle.close()
  }
})
