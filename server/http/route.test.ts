import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { testClock } from '../clock.ts'
import { createTestApp, tokenOf, type TestApp } from '../test/harness.ts'
import { api } from './route.ts'

let t: TestApp
let app: FastifyInstance
const clock = testClock(Date.UTC(2030, 0, 1))

beforeAll(async () => {
  t = await createTestApp({ clock })
  // a bare app on the test app's dependencies, with one endpoint per auth mode
  app = Fastify()
  app.decorate('deps', t.app.deps)
  api(app, '/required', { auth: 'required' }, (ctx) => {
    // the type says what the runtime guarantees: no null check needed
    expectTypeOf(ctx.memberId).toEqualTypeOf<number>()
    return ctx.memberId + 0
  })
  api(app, '/optional', { auth: 'optional' }, (ctx) => {
    expectTypeOf(ctx.memberId).toEqualTypeOf<number | null>()
    return ctx.memberId
  })
  api(app, '/open', {}, (ctx) => {
    expectTypeOf(ctx.memberId).toEqualTypeOf<number | null>()
    return ctx.memberId
  })
  app.setErrorHandler((error, _req, reply) => reply.send({ failed: (error as { errorKey?: string }).errorKey }))
})
afterAll(async () => {
  await app.close()
  await t.close()
})

const call = async (url: string, body: Record<string, unknown> = {}) =>
  (await app.inject({ method: 'POST', url, payload: body })).json()

describe('api()', () => {
  it('gives a login-forced handler the member id, and refuses a call without a live token', async () => {
    const buyer = await t.db.selectFrom('member').select('member_id').where('username', '=', 'buyer').executeTakeFirstOrThrow()
    const token = await tokenOf(t, 'buyer')
    expect((await call('/required', { token })).data).toBe(buyer.member_id)
    expect(await call('/required')).toEqual({ failed: 'TOKEN_NOT_EXIST' })
    expect((await call('/optional', { token })).data).toBe(buyer.member_id)
    expect((await call('/optional')).data).toBeNull()
    expect((await call('/open', { token })).data).toBeNull()
  })

  it('stamps the envelope and checks token expiry with the app clock', async () => {
    const token = await tokenOf(t, 'buyer')
    const res = await call('/required', { token })
    expect(res.timestamp).toBe(clock.now())
    // a day and a second later the one-day token has expired
    clock.advance(86_401_000)
    expect(await call('/required', { token })).toEqual({ failed: 'TOKEN_ERROR' })
  })
})
