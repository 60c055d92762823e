import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { authMachine, findPasswordStep, type AuthEmitted } from './auth.machine.ts'
import { authPlan } from './auth.paths.ts'

// Model-based: every generated path (auth.paths.ts) is walked against the machine with fake
// effects (test-kit/walk.ts): an effect finishing in the model settles the fake's promise, a timer
// firing advances the fake clock. Beyond the kit's checks (state, running effects, one call per
// effect started), each step checks the session clears and the failures reported.

const EFFECTS = ['fetchMember', 'logout', 'loginByAccount', 'loginByMobile', 'registerAccount', 'sendCode', 'checkMobile', 'resetPassword'] as const
const FAILING = /^xstate\.error\.actor\.(loginByAccount|loginByMobile|registerAccount|sendCode|checkMobile|resetPassword)$/

function harness(start: 'withToken' | 'withoutToken') {
  const fakes = fakeActors(EFFECTS)
  const recorded = recordActions(['clearSession'])
  const machine = authMachine.provide({ guards: { hasToken: () => start === 'withToken' }, actions: recorded.actions, actors: fakes.actors as never })
  const actor = createActor(machine)
  const emitted: AuthEmitted[] = []
  actor.on('auth.failed', (e) => emitted.push(e))
  return { actor, fakes, recorded, emitted }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('auth machine: generated paths', () => {
  it('generates a bounded plan from both starts', () => {
    const walked = authPlan.walked()
    expect(walked.length).toBeGreaterThan(964)
    expect(new Set(walked.map((p) => p.start.name))).toEqual(new Set(['withToken', 'withoutToken']))
  })

  it.each(pathCases(authPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(EFFECTS)
    const recorded = recordActions(['clearSession'])
    let expectedClears = 0
    let expectedEmits = 0
    const { emitted } = await walkPath(authPlan, planned, {
      provide: (m) => m.provide({ actions: recorded.actions, actors: fakes.actors as never }),
      fakes,
      recorded,
      emitted: ['auth.failed'],
      each: ({ index, event, previous }) => {
        if (index === 0) return
        if (event.type === 'auth.expired' && !previous!.matches('loggedOut')) expectedClears++
        if (event.type === 'xstate.error.actor.fetchMember' && (event.error as { errorCode: string }).errorCode.startsWith('TOKEN_')) expectedClears++
        if (FAILING.test(event.type)) expectedEmits++
        if (event.type === 'login.mobile' && !previous!.context.codeKey && previous!.matches({ loggedOut: { form: 'idle' } })) expectedEmits++
        expect(recorded.count('clearSession'), 'session cleared').toBe(expectedClears)
      },
    })
    expect(emitted).toHaveLength(expectedEmits)
    // what the effects were given
    for (const call of fakes.calls) {
      if (call.src === 'loginByAccount') expect(call.input).toMatchObject({ username: 'buyer', autoLoginRange: 7, captcha_id: 'c1' })
      if (call.src === 'loginByMobile') expect(call.input).toMatchObject({ mobile: '13800000000', key: 'sms-key', code: '123456' })
      if (call.src === 'resetPassword') expect(call.input).toMatchObject({ key: 'sms-key', password: 'NewSecret1' })
      if (call.src === 'sendCode') expect(call.input).toMatchObject({ purpose: 'login', mobile: '13800000000', captcha_code: 'ab12' })
    }
  })
})

describe('auth machine: details', () => {
  it('counts the code cool-down down once a second for 120 s', async () => {
    const h = harness('withoutToken')
    h.actor.start()
    h.actor.send({ type: 'code.request', purpose: 'login', mobile: '13800000000', captcha_id: 'c', captcha_code: 'x' })
    h.fakes.resolve('sendCode', { key: 'k' })
    await flush()
    expect(h.actor.getSnapshot().context.cooldown).toBe(120)
    await vi.advanceTimersByTimeAsync(1000)
    expect(h.actor.getSnapshot().context.cooldown).toBe(119)
    // a second request during the cool-down is not sent
    h.actor.send({ type: 'code.request', purpose: 'login', mobile: '13800000000', captcha_id: 'c', captcha_code: 'x' })
    expect(h.fakes.callsOf('sendCode')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(h.actor.getSnapshot().context.cooldown).toBe(60)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(h.actor.getSnapshot().context.cooldown).toBe(0)
    expect(h.actor.getSnapshot().matches({ loggedOut: { code: 'ready' } })).toBe(true)
  })

  it('keeps the cool-down running while a mobile login fails', async () => {
    const h = harness('withoutToken')
    h.actor.start()
    h.actor.send({ type: 'code.request', purpose: 'login', mobile: '1', captcha_id: 'c', captcha_code: 'x' })
    h.fakes.resolve('sendCode', { key: 'k' })
    await flush()
    h.actor.send({ type: 'login.mobile', mobile: '1', code: '0000', autoLoginRange: 0 })
    h.fakes.reject('loginByMobile', { errorCode: 'FAIL' })
    await flush()
    await vi.advanceTimersByTimeAsync(5000)
    const s = h.actor.getSnapshot()
    expect(s.context.error?.code).toBe('login.failed')
    expect(s.context.cooldown).toBe(115)
  })

  it('reloads the member record only on refresh', async () => {
    const h = harness('withToken')
    h.actor.start()
    h.fakes.resolve('fetchMember', {})
    await flush()
    expect(h.actor.getSnapshot().value).toBe('loggedIn')
    await vi.advanceTimersByTimeAsync(600_000)
    expect(h.fakes.callsOf('fetchMember')).toHaveLength(1)
    h.actor.send({ type: 'auth.refresh' })
    expect(h.fakes.callsOf('fetchMember')).toHaveLength(2)
  })

  it('names the find-password step', () => {
    expect(findPasswordStep('loggedIn')).toBe(1)
    expect(findPasswordStep({ loggedOut: { form: 'idle', code: 'ready' } })).toBe(1)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'enteringCode' }, code: 'ready' } })).toBe(2)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'resetting' }, code: 'ready' } })).toBe(3)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'done' }, code: 'ready' } })).toBe(4)
  })
})
