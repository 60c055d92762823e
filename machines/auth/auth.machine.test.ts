import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { authMachine, CODE_COOLDOWN_SECONDS, findPasswordStep, type AuthEmitted } from './auth.machine.ts'
import { authPaths, serializeAuthState, type TokenAtStart } from './auth.paths.ts'

// Model-based: every generated path (auth.paths.ts) is walked against the machine with fake
// effects. An effect finishing in the model resolves/rejects the fake's promise; a timer firing in
// the model advances the fake clock.

const EFFECTS = ['fetchMember', 'logout', 'loginByAccount', 'loginByMobile', 'registerAccount', 'sendCode', 'checkMobile', 'resetPassword'] as const
type Effect = (typeof EFFECTS)[number]
const FAILING = /^xstate\.error\.actor\.(loginByAccount|loginByMobile|registerAccount|sendCode|checkMobile|resetPassword)$/

function harness(start: TokenAtStart) {
  const calls: Array<{ src: Effect; input: unknown }> = []
  const pending = new Map<Effect, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  const fake = (src: Effect) =>
    fromPromise(({ input }: { input: unknown }) => {
      calls.push({ src, input })
      return new Promise((resolve, reject) => pending.set(src, { resolve, reject }))
    })
  const clearSession = vi.fn()
  const machine = authMachine.provide({
    guards: { hasToken: () => start === 'withToken' },
    actions: { clearSession },
    actors: Object.fromEntries(EFFECTS.map((src) => [src, fake(src)])) as never,
  })
  const actor = createActor(machine)
  const emitted: AuthEmitted[] = []
  actor.on('auth.failed', (e) => emitted.push(e))
  return { actor, calls, pending, clearSession, emitted }
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

const invoked = (snapshot: AnyMachineSnapshot) => Object.keys(snapshot.children).sort()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const plan = authPaths()

describe('auth machine: generated paths', () => {
  it('generates a bounded plan covering every kind', () => {
    expect(plan.length).toBeGreaterThan(100)
    expect(new Set(plan.map((p) => p.kind))).toEqual(new Set(['state', 'transition', 'flow']))
  })

  it.each(plan.map((p, i) => [`${i + 1} ${p.kind} ${p.start}: ${p.path.steps.map((s) => s.event.type).slice(1).join(' → ') || 'start'}`, p] as const))(
    '%s',
    async (_, { start, path }) => {
      const h = harness(start)
      h.actor.start()
      let expectedCalls = 0
      let expectedClears = 0
      let expectedEmits = 0
      let prev: AnyMachineSnapshot | null = null
      for (const [i, step] of path.steps.entries()) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown }
        const expected = step.state as AnyMachineSnapshot
        if (i > 0) {
          const effect = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
          if (effect) {
            const waiting = h.pending.get(effect[2] as Effect)
            expect(waiting, `${effect[2]} is running`).toBeDefined()
            h.pending.delete(effect[2] as Effect)
            if (effect[1] === 'done') waiting!.resolve(event.output)
            else waiting!.reject(event.error)
            await flush()
          } else if (event.type.startsWith('xstate.after.cooldown')) {
            await vi.advanceTimersByTimeAsync(CODE_COOLDOWN_SECONDS * 1000)
          } else if (event.type.startsWith('xstate.after.second')) {
            await vi.advanceTimersByTimeAsync(1000)
          } else {
            h.actor.send(event as never)
            await flush()
          }
          if (event.type === 'auth.expired' && !prev!.matches('loggedOut')) expectedClears++
          if (event.type === 'xstate.error.actor.fetchMember' && (event.error as { errorCode: string }).errorCode.startsWith('TOKEN_')) expectedClears++
          if (FAILING.test(event.type)) expectedEmits++
          if (event.type === 'login.mobile' && !prev!.context.codeKey && prev!.matches({ loggedOut: { form: 'idle' } })) expectedEmits++
        }
        const actual = h.actor.getSnapshot()
        // the state (value, failure code, cool-down running, code key) is the model's
        expect(serializeAuthState(actual)).toBe(serializeAuthState(expected))
        // the effects running are the ones the model invokes; each started once per entry
        expect(invoked(actual)).toEqual(invoked(expected))
        expectedCalls += invoked(expected).filter((id) => !prev || !invoked(prev).includes(id)).length
        expect(h.calls).toHaveLength(expectedCalls)
        expect(h.clearSession).toHaveBeenCalledTimes(expectedClears)
        expect(h.emitted).toHaveLength(expectedEmits)
        prev = expected
      }
      // what the effects were given
      for (const call of h.calls) {
        if (call.src === 'loginByAccount') expect(call.input).toMatchObject({ username: 'buyer', autoLoginRange: 7, captcha_id: 'c1' })
        if (call.src === 'loginByMobile') expect(call.input).toMatchObject({ mobile: '13800000000', key: 'sms-key', code: '123456' })
        if (call.src === 'resetPassword') expect(call.input).toMatchObject({ key: 'sms-key', password: 'NewSecret1' })
        if (call.src === 'sendCode') expect(call.input).toMatchObject({ purpose: 'login', mobile: '13800000000', captcha_code: 'ab12' })
      }
      h.actor.stop()
    },
  )
})

describe('auth machine: details', () => {
  it('counts the code cool-down down once a second for 120 s', async () => {
    const h = harness('withoutToken')
    h.actor.start()
    h.actor.send({ type: 'code.request', purpose: 'login', mobile: '13800000000', captcha_id: 'c', captcha_code: 'x' })
    h.pending.get('sendCode')!.resolve({ key: 'k' })
    await flush()
    expect(h.actor.getSnapshot().context.cooldown).toBe(120)
    await vi.advanceTimersByTimeAsync(1000)
    expect(h.actor.getSnapshot().context.cooldown).toBe(119)
    // a second request during the cool-down is not sent
    h.actor.send({ type: 'code.request', purpose: 'login', mobile: '13800000000', captcha_id: 'c', captcha_code: 'x' })
    expect(h.calls.filter((c) => c.src === 'sendCode')).toHaveLength(1)
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
    h.pending.get('sendCode')!.resolve({ key: 'k' })
    await flush()
    h.actor.send({ type: 'login.mobile', mobile: '1', code: '0000', autoLoginRange: 0 })
    h.pending.get('loginByMobile')!.reject({ errorCode: 'FAIL' })
    await flush()
    await vi.advanceTimersByTimeAsync(5000)
    const s = h.actor.getSnapshot()
    expect(s.context.error?.code).toBe('login.failed')
    expect(s.context.cooldown).toBe(115)
  })

  it('reloads the member record only on refresh', async () => {
    const h = harness('withToken')
    h.actor.start()
    h.pending.get('fetchMember')!.resolve({})
    await flush()
    expect(h.actor.getSnapshot().value).toBe('loggedIn')
    await vi.advanceTimersByTimeAsync(600_000)
    expect(h.calls.filter((c) => c.src === 'fetchMember')).toHaveLength(1)
    h.actor.send({ type: 'auth.refresh' })
    expect(h.calls.filter((c) => c.src === 'fetchMember')).toHaveLength(2)
  })

  it('names the find-password step', () => {
    expect(findPasswordStep('loggedIn')).toBe(1)
    expect(findPasswordStep({ loggedOut: { form: 'idle', code: 'ready' } })).toBe(1)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'enteringCode' }, code: 'ready' } })).toBe(2)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'resetting' }, code: 'ready' } })).toBe(3)
    expect(findPasswordStep({ loggedOut: { form: { findPassword: 'done' }, code: 'ready' } })).toBe(4)
  })
})
