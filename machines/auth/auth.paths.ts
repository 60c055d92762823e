import { TestModel } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { authMachine } from './auth.machine.ts'

// The generated paths of the auth machine: walked by auth.machine.test.ts against fake effects and
// printed as a test plan by `npm run paths`. Effects finishing (xstate.done/error.actor.*) and
// timers firing (xstate.after.*) are events of the model, so one graph covers every outcome.

export const TOKEN_FAILURE = { code: -1, errorCode: 'TOKEN_EXPIRE', message: 'token expired' }
export const SERVER_FAILURE = { code: -1, errorCode: 'PARAMETER_ERROR', message: 'wrong input' }
export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }

const ACCOUNT = { username: 'buyer', password: 'buyer123', captcha_id: 'c1', captcha_code: 'ab12', autoLoginRange: 7 }
const MOBILE = '13800000000'

/** every event with its explicit payload cases */
export const authEventCases: Array<EventObject & Record<string, unknown>> = [
  { type: 'auth.refresh' },
  { type: 'auth.expired' },
  { type: 'auth.logout' },
  { type: 'login.account', ...ACCOUNT },
  { type: 'login.mobile', mobile: MOBILE, code: '123456', autoLoginRange: 0 },
  { type: 'register.submit', username: 'newbie', password: 'Secret123', captcha_id: 'c1', captcha_code: 'ab12' },
  { type: 'code.request', purpose: 'login', mobile: MOBILE, captcha_id: 'c1', captcha_code: 'ab12' },
  { type: 'password.checkMobile', mobile: MOBILE },
  { type: 'password.next' },
  { type: 'password.back' },
  { type: 'password.reset', mobile: MOBILE, code: '123456', password: 'NewSecret1', captcha_id: 'c1', captcha_code: 'ab12' },
  { type: 'form.reset' },
  { type: 'xstate.done.actor.fetchMember', output: { member_id: 1 } },
  { type: 'xstate.error.actor.fetchMember', error: TOKEN_FAILURE },
  { type: 'xstate.error.actor.fetchMember', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.loginByAccount', output: { token: 't-account' } },
  { type: 'xstate.error.actor.loginByAccount', error: SERVER_FAILURE },
  { type: 'xstate.done.actor.loginByMobile', output: { token: 't-mobile' } },
  { type: 'xstate.error.actor.loginByMobile', error: SERVER_FAILURE },
  { type: 'xstate.done.actor.registerAccount', output: { token: 't-register' } },
  { type: 'xstate.error.actor.registerAccount', error: SERVER_FAILURE },
  { type: 'xstate.done.actor.sendCode', output: { key: 'sms-key' } },
  { type: 'xstate.error.actor.sendCode', error: SERVER_FAILURE },
  { type: 'xstate.done.actor.checkMobile', output: undefined },
  { type: 'xstate.error.actor.checkMobile', error: SERVER_FAILURE },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  { type: 'xstate.error.actor.resetPassword', error: SERVER_FAILURE },
]

/**
 * Bounds the state space: the cool-down seconds count as "running or not" and the failure as its
 * code, so the once-a-second tick is a self-loop and the graph stays finite.
 */
export function serializeAuthState(snapshot: AnyMachineSnapshot): string {
  const { error, cooldown, codeKey } = snapshot.context as { error: { code: string } | null; cooldown: number; codeKey: string | null }
  return JSON.stringify({ value: snapshot.value, error: error?.code ?? null, cooling: cooldown > 0, hasKey: codeKey !== null })
}

export type TokenAtStart = 'withToken' | 'withoutToken'

/** events left out of the simple-path search: they only multiply the interleavings */
const NOT_IN_SIMPLE_PATHS = new Set(['form.reset', 'password.back', 'auth.refresh', 'code.request'])

export function authTestModel(start: TokenAtStart, leaveOut: ReadonlySet<string> = new Set()) {
  const machine = authMachine.provide({ guards: { hasToken: () => start === 'withToken' } })
  // createTestModel() refuses machines with invoke/after, so build its TestModel the same way by
  // hand: in each state, the events that state handles, with their payload cases; effects
  // finishing and timers firing are events too.
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine as never, {
    events: (snapshot: AnyMachineSnapshot) => {
      const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot))
      return [
        ...authEventCases.filter((e) => handled.has(e.type) && !leaveOut.has(e.type)),
        ...[...handled].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type })),
      ]
    },
    serializeState: (snapshot: AnyMachineSnapshot) => serializeAuthState(snapshot),
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => key === '*' || snapshot.matches(key as never),
  } as never)
}

type AuthModel = ReturnType<typeof authTestModel>
export type AuthPath = ReturnType<AuthModel['getShortestPaths']>[number]
export interface PlannedPath {
  start: TokenAtStart
  kind: 'state' | 'transition' | 'flow'
  path: AuthPath
}

/**
 * The plan, bounded: (1) the shortest path to every state; (2) every transition of the graph,
 * reached by the shortest path to its source; (3) the simple paths (no state twice) that end
 * logged in or with the password reset, without the events that only add interleavings.
 * Identical event sequences are kept once.
 */
export function authPaths(): PlannedPath[] {
  const planned: PlannedPath[] = []
  for (const start of ['withoutToken', 'withToken'] as const) {
    const model = authTestModel(start)
    const toEvery = model.getShortestPaths({ allowDuplicatePaths: true })
    for (const path of model.getShortestPaths()) planned.push({ start, kind: 'state', path })
    const bySource = new Map(toEvery.map((p) => [serializeAuthState(p.state), p]))
    for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
      const head = bySource.get(source)
      if (!head) continue
      for (const { event, state } of Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>) {
        const steps = [...head.steps, { event, state }]
        planned.push({ start, kind: 'transition', path: { ...head, state, steps, weight: steps.length, description: '' } })
      }
    }
    const flows = authTestModel(start, NOT_IN_SIMPLE_PATHS).getSimplePaths({
      toState: (s) => s.matches('loggedIn') || s.matches({ loggedOut: { form: { findPassword: 'done' } } } as never),
    })
    for (const path of flows) planned.push({ start, kind: 'flow', path })
  }
  const seen = new Set<string>()
  return planned.filter(({ start, path }) => {
    const key = `${start}:${path.steps.map((s) => JSON.stringify(s.event)).join('>')}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const EFFECTS: Record<string, string> = {
  fetchMember: 'loading the member record',
  logout: 'the logout call',
  loginByAccount: 'the account login',
  loginByMobile: 'the mobile-code login',
  registerAccount: 'the registration',
  sendCode: 'sending the SMS code',
  checkMobile: 'the mobile number check',
  resetPassword: 'the password reset',
}

const WORDS: Record<string, string> = {
  'auth.refresh': 'refresh the member record',
  'auth.expired': 'a call answers TOKEN_* (session expired)',
  'auth.logout': 'log out',
  'login.account': 'log in with username, password and captcha (7-day auto login)',
  'login.mobile': 'log in with the mobile number and the SMS code',
  'register.submit': 'register with username, password and captcha',
  'code.request': 'request an SMS code',
  'password.checkMobile': 'find password: enter the mobile number',
  'password.next': 'find password: go on to the new password',
  'password.back': 'find password: go back to the code',
  'password.reset': 'find password: submit the new password',
  'form.reset': 'leave the form (page change)',
}

export function describeAuthEvent(event: EventObject & { error?: { errorCode?: string } }): string {
  const effect = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
  if (effect) {
    const what = EFFECTS[effect[2]!] ?? effect[2]!
    if (effect[1] === 'done') return `${what} succeeds`
    return `${what} fails (${event.error?.errorCode ?? 'error'})`
  }
  if (event.type.startsWith('xstate.after.cooldown')) return 'wait 120 s: the code cool-down ends'
  if (event.type.startsWith('xstate.after.second')) return 'wait 1 s'
  return WORDS[event.type] ?? event.type
}

/** the active leaf states of a (parallel) state value, as dotted paths */
const leaves = (value: unknown, prefix: string): string[] =>
  typeof value === 'string'
    ? [prefix ? `${prefix}.${value}` : value]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))

function describeState(snapshot: AnyMachineSnapshot): string {
  const error = (snapshot.context as { error: { code: string } | null }).error
  return leaves(snapshot.value, '').join(' + ') + (error ? ` [error ${error.code}]` : '')
}

/** every generated path in plain words, for `npm run paths` */
export function authTestPlan(): string[] {
  return authPaths().map(({ start, path }, i) => {
    const begin = start === 'withToken' ? 'token cookie present at start' : 'no token cookie at start'
    // the first step is the machine starting
    const events = path.steps.slice(1).map((s) => describeAuthEvent(s.event))
    return `auth #${i + 1} (${begin}): ${events.length ? events.join(' → ') : 'start'} ⇒ ${describeState(path.state as AnyMachineSnapshot)}`
  })
}
