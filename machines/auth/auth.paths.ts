import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import { authMachine } from './auth.machine.ts'

// The auth machine's model: walked by auth.machine.test.ts against fake effects and printed as a
// test plan by `npm run paths`.

export const TOKEN_FAILURE = { code: -1, errorCode: 'TOKEN_EXPIRE', message: 'token expired' }
export const SERVER_FAILURE = { code: -1, errorCode: 'PARAMETER_ERROR', message: 'wrong input' }
export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }

const ACCOUNT = { username: 'buyer', password: 'buyer123', captcha_id: 'c1', captcha_code: 'ab12', autoLoginRange: 7 }
const MOBILE = '13800000000'

/** every event with its explicit payload cases */
export const authEventCases: EventCase[] = [
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

export const authPlan = defineMachinePlan({
  name: 'auth',
  title: 'login, registration, find password, session',
  machine: authMachine,
  starts: [
    { name: 'withoutToken', words: 'no token cookie at start', machine: authMachine.provide({ guards: { hasToken: () => false } }) },
    { name: 'withToken', words: 'token cookie present at start', machine: authMachine.provide({ guards: { hasToken: () => true } }) },
  ],
  events: authEventCases,
  serialize: serializeAuthState,
  // these only multiply the interleavings of the simple paths (each is still taken by the edge paths)
  leaveOutOfSimplePaths: ['form.reset', 'password.back', 'auth.refresh', 'code.request'],
  effects: {
    fetchMember: 'loading the member record',
    logout: 'the logout call',
    loginByAccount: 'the account login',
    loginByMobile: 'the mobile-code login',
    registerAccount: 'the registration',
    sendCode: 'sending the SMS code',
    checkMobile: 'the mobile number check',
    resetPassword: 'the password reset',
  },
  timers: { cooldown: 'wait 120 s: the code cool-down ends', second: 'wait 1 s' },
  words: {
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
  },
  // what a person does, one flow each; a start with the token cookie is the returning member
  scenarios: [
    { title: 'log in with username and password', steps: ['login.account', 'xstate.done.actor.loginByAccount', 'xstate.done.actor.fetchMember'] },
    {
      title: 'log in, fail, log in by mobile code',
      steps: ['login.account', 'xstate.error.actor.loginByAccount', 'code.request', 'xstate.done.actor.sendCode', 'login.mobile', 'xstate.done.actor.loginByMobile', 'xstate.done.actor.fetchMember'],
    },
    { title: 'log in by mobile code before asking for one: refused', steps: ['login.mobile'] },
    {
      title: 'the SMS code: sending fails, send again, the cool-down runs out',
      steps: ['code.request', 'xstate.error.actor.sendCode', 'code.request', 'xstate.done.actor.sendCode', 'xstate.after.second', 'xstate.after.cooldown'],
    },
    { title: 'a wrong mobile code', steps: ['code.request', 'xstate.done.actor.sendCode', 'login.mobile', 'xstate.error.actor.loginByMobile'] },
    { title: 'register, fail, register again', steps: ['register.submit', 'xstate.error.actor.registerAccount', 'register.submit', 'xstate.done.actor.registerAccount', 'xstate.done.actor.fetchMember'] },
    { title: 'find password for a mobile number not registered', steps: ['password.checkMobile', 'xstate.error.actor.checkMobile'] },
    {
      title: 'find password: code, new password, a failed reset, reset',
      steps: [
        'password.checkMobile',
        'xstate.done.actor.checkMobile',
        'password.next',
        'code.request',
        'xstate.done.actor.sendCode',
        'password.next',
        'password.back',
        'password.next',
        'password.reset',
        'xstate.error.actor.resetPassword',
        'password.reset',
        'xstate.done.actor.resetPassword',
      ],
    },
    { title: 'leave find password half way (another page)', steps: ['password.checkMobile', 'xstate.done.actor.checkMobile', 'form.reset'] },
    { title: 'come back logged in, log out', start: 'withToken', steps: ['xstate.done.actor.fetchMember', 'auth.logout', 'xstate.done.actor.logout'] },
    { title: 'come back logged in, log out while the network is down', start: 'withToken', steps: ['xstate.done.actor.fetchMember', 'auth.logout', 'xstate.error.actor.logout'] },
    { title: 'come back after the session expired', start: 'withToken', steps: ['xstate.error.actor.fetchMember'] },
    {
      title: 'come back while the member record cannot load, refresh, then the session expires',
      start: 'withToken',
      steps: [{ type: 'xstate.error.actor.fetchMember', error: NETWORK_FAILURE }, 'auth.refresh', 'xstate.done.actor.fetchMember', 'auth.expired'],
    },
    { title: 'a call answers TOKEN_* while the member record loads', start: 'withToken', steps: ['auth.expired'] },
  ],
  describeState: (snapshot: AnyMachineSnapshot) => {
    const error = (snapshot.context as { error: { code: string } | null }).error
    return leafStates(snapshot.value).join(' + ') + (error ? ` [error ${error.code}]` : '')
  },
})
