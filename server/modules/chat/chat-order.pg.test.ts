import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newMember, type TestApp } from '../../test/harness.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { testAppOn } from '../../test/postgres-app.ts'

// Ids of one conversation commit in id order on PostgreSQL. Ids come from one sequence; two messages
// of one conversation inserted at once (the member on one node, the agent's answer on another) could
// commit out of id order, and a client that re-syncs with `after_id` = the highest id it holds would
// skip the lower one that committed later. Each insert first locks the conversation's row
// (servicer_member … for update), so the next id is taken only after the one before has committed.

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL chat order test: ${skip}`)

let server: TestPostgres | null = null
let t: TestApp

beforeAll(async () => {
  if (skip) return
  server = await startPostgres()
  t = await testAppOn(server!.url)
}, 240_000)
afterAll(async () => {
  await t?.close()
  await server?.stop()
}, 60_000)

describe.skipIf(skip)('chat ids on PostgreSQL', () => {
  it('a message said while another of the same conversation is uncommitted is answered only when every lower id is visible', { timeout: 60_000 }, async () => {
    const m = await newMember(t)
    const say = (text: string, key: string) => m.call<{ id: number }>('/servicer/api/chat/say', { site_id: 1, content_type: 0, message: text, client_msg_id: key })
    expect((await say('第一条', 'o-1')).code).toBe(0)
    // another node's insert (an agent's answer) in the same conversation, not committed yet
    const other = new pg.Client({ connectionString: server!.url })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select id from servicer_member where member_id = $1 and site_id = 1 for update', [m.memberId])
      const { rows } = await other.query<{ id: number }>(
        `insert into servicer_dialogue (member_id, site_id, servicer_id, type, content_type, consumer_say, servicer_say, goods_sku_id, order_id, is_read, is_auto, add_time)
         values ($1, 1, 0, 1, 0, '', '另一个节点的答复', 0, 0, 0, 0, 0) returning id`,
        [m.memberId],
      )
      const pending = rows[0]!.id
      // what a client that holds the answer's id would get from a re-sync after the id below it
      const answered = say('第二条', 'o-2').then(async (r) => {
        const visible = await t.db.selectFrom('servicer_dialogue').select('id').where('member_id', '=', m.memberId).where('id', '<', r.data.id).execute()
        return { id: r.data.id, visible: visible.map((v) => v.id) }
      })
      // a window for the say to run ahead if nothing holds it (no timing is asserted)
      await new Promise((r) => setTimeout(r, 500))
      await other.query('commit')
      const { id, visible } = await answered
      expect(id).toBeGreaterThan(pending)
      expect(visible).toContain(pending)
    } finally {
      await other.end()
    }
  })
})
