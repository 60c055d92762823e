import { assertEvent, assign, enqueueActions, fromPromise, setup, type ErrorActorEvent } from 'xstate'

// The login flow (spec §4 Login, reference §2.9). Pure: the app provides the effects (calls, the
// token cookie, the member query) through machine.provide; the member record itself lives in
// TanStack Query, never here. The context holds only flow state: the last failure as a code (plus
// its cause for the UI to word), the code cool-down seconds and the key of the last SMS code.

/** spec: an SMS code can be requested again after 120 s */
export const CODE_COOLDOWN_SECONDS = 120

export type AuthErrorCode =
  | 'member.loadFailed'
  | 'login.failed'
  | 'register.failed'
  | 'code.failed'
  | 'code.notRequested'
  | 'mobile.notFound'
  | 'password.resetFailed'

export interface AuthError {
  code: AuthErrorCode
  /** the effect's rejection (the server's failure), for the UI to turn into words */
  cause: unknown
}

export interface AuthContext {
  error: AuthError | null
  /** seconds until another SMS code may be requested; 0 = now */
  cooldown: number
  /** the key the server returned with the last SMS code; sent back with the code */
  codeKey: string | null
}

export interface AccountLogin {
  username: string
  password: string
  captcha_id: string
  captcha_code: string
  /** days the login lasts (the token cookie's lifetime); 0 = this browser session */
  autoLoginRange: number
}
export interface MobileLogin {
  mobile: string
  code: string
  autoLoginRange: number
}
export interface Registration {
  username: string
  password: string
  captcha_id: string
  captcha_code: string
}
export type CodePurpose = 'login' | 'findPassword'
export interface CodeRequest {
  purpose: CodePurpose
  mobile: string
  captcha_id: string
  captcha_code: string
}
export interface PasswordReset {
  mobile: string
  code: string
  password: string
  captcha_id: string
  captcha_code: string
}

export type AuthEvent =
  | { type: 'auth.refresh' }
  | { type: 'auth.expired' }
  | { type: 'auth.logout' }
  | ({ type: 'login.account' } & AccountLogin)
  | ({ type: 'login.mobile' } & MobileLogin)
  | ({ type: 'register.submit' } & Registration)
  | ({ type: 'code.request' } & CodeRequest)
  | { type: 'password.checkMobile'; mobile: string }
  | { type: 'password.next' }
  | { type: 'password.back' }
  | ({ type: 'password.reset' } & PasswordReset)
  | { type: 'form.reset' }

export type AuthEmitted = { type: 'auth.failed'; code: AuthErrorCode }

/** what a login/register effect resolves with: the token is already stored by the effect */
export interface LoginOutput {
  token: string
}

type WithoutType<E> = Omit<E, 'type'>

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    // loads the member record into the app's cache (member detail query)
    fetchMember: fromPromise<void>(async () => {
      throw new Error('fetchMember not provided')
    }),
    // revokes the token on the server, drops the cookie and the member record
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided')
    }),
    // each login effect stores the token cookie with the auto-login days before resolving
    loginByAccount: fromPromise<LoginOutput, AccountLogin>(async () => {
      throw new Error('loginByAccount not provided')
    }),
    loginByMobile: fromPromise<LoginOutput, MobileLogin & { key: string }>(async () => {
      throw new Error('loginByMobile not provided')
    }),
    registerAccount: fromPromise<LoginOutput, Registration>(async () => {
      throw new Error('registerAccount not provided')
    }),
    sendCode: fromPromise<{ key: string }, CodeRequest>(async () => {
      throw new Error('sendCode not provided')
    }),
    // resolves when the mobile number belongs to a member
    checkMobile: fromPromise<void, { mobile: string }>(async () => {
      throw new Error('checkMobile not provided')
    }),
    resetPassword: fromPromise<void, PasswordReset & { key: string }>(async () => {
      throw new Error('resetPassword not provided')
    }),
  },
  actions: {
    // drops the token cookie and the member record (the app's effect)
    clearSession: () => {},
    setError: assign((_, params: AuthError) => ({ error: params })),
    clearError: assign({ error: null }),
    startCooldown: assign((_, params: { key: string }) => ({ cooldown: CODE_COOLDOWN_SECONDS, codeKey: params.key })),
    tickCooldown: assign({ cooldown: ({ context }) => Math.max(0, context.cooldown - 1) }),
    endCooldown: assign({ cooldown: 0 }),
    forgetCode: assign({ codeKey: null, cooldown: 0 }),
  },
  guards: {
    // the token cookie is there (the app's effect reads it)
    hasToken: () => false,
    hasCodeKey: ({ context }) => context.codeKey !== null,
    isTokenError: (_, params: { error: unknown }) => isTokenFailure(params.error),
  },
  delays: {
    second: 1000,
    cooldown: CODE_COOLDOWN_SECONDS * 1000,
  },
}).extend({
  actions: {
    // a failure the person sees: recorded for the form and reported (the forms renew the captcha)
    fail: enqueueActions(({ enqueue }, params: AuthError) => {
      enqueue.assign({ error: params })
      enqueue.emit({ type: 'auth.failed', code: params.code })
    }),
  },
}).createMachine({
  id: 'auth',
  context: { error: null, cooldown: 0, codeKey: null },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'loadingMember' }, { target: 'loggedOut' }],
    },
    loadingMember: {
      invoke: {
        id: 'fetchMember',
        src: 'fetchMember',
        onDone: { target: 'loggedIn', actions: 'clearError' },
        onError: [
          {
            guard: { type: 'isTokenError', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: ['clearSession', 'clearError'],
          },
          // a dropped connection is no logout: the token stands and the page offers a retry
          {
            target: 'loggedIn',
            actions: { type: 'setError', params: ({ event }) => ({ code: 'member.loadFailed', cause: event.error }) },
          },
        ],
      },
      on: {
        'auth.expired': { target: 'loggedOut', actions: ['clearSession', 'clearError'] },
      },
    },
    loggedIn: {
      on: {
        'auth.refresh': { target: 'loadingMember' },
        'auth.logout': { target: 'loggingOut' },
        'auth.expired': { target: 'loggedOut', actions: ['clearSession', 'clearError'] },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        // the effect clears the cookie and the record whether or not the server answered
        onDone: { target: 'loggedOut', actions: 'clearError' },
        onError: { target: 'loggedOut', actions: 'clearError' },
      },
    },
    loggedOut: {
      type: 'parallel',
      exit: 'forgetCode',
      states: {
        form: {
          initial: 'idle',
          on: {
            'form.reset': { target: '.idle', actions: 'clearError' },
          },
          states: {
            idle: {
              on: {
                'login.account': { target: 'loggingIn' },
                'login.mobile': [
                  { guard: 'hasCodeKey', target: 'loggingInByMobile' },
                  {
                    actions: { type: 'fail', params: { code: 'code.notRequested', cause: null } },
                  },
                ],
                'register.submit': { target: 'registering' },
                'password.checkMobile': { target: 'findPassword.checkingMobile' },
              },
            },
            loggingIn: {
              entry: 'clearError',
              invoke: {
                id: 'loginByAccount',
                src: 'loginByAccount',
                input: ({ event }) => {
                  assertEvent(event, 'login.account')
                  return fields(event)
                },
                onDone: { target: '#auth.loadingMember' },
                onError: {
                  target: 'idle',
                  actions: failWith('login.failed'),
                },
              },
            },
            loggingInByMobile: {
              entry: 'clearError',
              invoke: {
                id: 'loginByMobile',
                src: 'loginByMobile',
                input: ({ event, context }) => {
                  assertEvent(event, 'login.mobile')
                  return { ...fields(event), key: context.codeKey ?? '' }
                },
                onDone: { target: '#auth.loadingMember' },
                onError: {
                  target: 'idle',
                  actions: failWith('login.failed'),
                },
              },
            },
            registering: {
              entry: 'clearError',
              invoke: {
                id: 'registerAccount',
                src: 'registerAccount',
                input: ({ event }) => {
                  assertEvent(event, 'register.submit')
                  return fields(event)
                },
                onDone: { target: '#auth.loadingMember' },
                onError: {
                  target: 'idle',
                  actions: failWith('register.failed'),
                },
              },
            },
            // find password: 1 mobile checked → 2 code sent → 3 new password → done
            findPassword: {
              initial: 'checkingMobile',
              states: {
                checkingMobile: {
                  entry: 'clearError',
                  invoke: {
                    id: 'checkMobile',
                    src: 'checkMobile',
                    input: ({ event }) => {
                      assertEvent(event, 'password.checkMobile')
                      return { mobile: event.mobile }
                    },
                    onDone: { target: 'enteringCode' },
                    onError: {
                      target: '#auth.loggedOut.form.idle',
                      actions: failWith('mobile.notFound'),
                    },
                  },
                },
                enteringCode: {
                  on: {
                    'password.next': [
                      { guard: 'hasCodeKey', target: 'enteringPassword', actions: 'clearError' },
                      { actions: { type: 'setError', params: { code: 'code.notRequested', cause: null } } },
                    ],
                  },
                },
                enteringPassword: {
                  on: {
                    'password.back': { target: 'enteringCode', actions: 'clearError' },
                    'password.reset': { target: 'resetting' },
                  },
                },
                resetting: {
                  entry: 'clearError',
                  invoke: {
                    id: 'resetPassword',
                    src: 'resetPassword',
                    input: ({ event, context }) => {
                      assertEvent(event, 'password.reset')
                      return { ...fields(event), key: context.codeKey ?? '' }
                    },
                    onDone: { target: 'done' },
                    onError: {
                      target: 'enteringPassword',
                      actions: failWith('password.resetFailed'),
                    },
                  },
                },
                done: {},
              },
            },
          },
        },
        // the SMS code for the mobile login and the password reset, with its cool-down
        code: {
          initial: 'ready',
          states: {
            ready: {
              on: { 'code.request': { target: 'sending' } },
            },
            sending: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ event }) => {
                  assertEvent(event, 'code.request')
                  return fields(event)
                },
                onDone: {
                  target: 'coolingDown',
                  actions: [{ type: 'startCooldown', params: ({ event }) => ({ key: event.output.key }) }, 'clearError'],
                },
                onError: {
                  target: 'ready',
                  actions: failWith('code.failed'),
                },
              },
            },
            coolingDown: {
              after: { cooldown: { target: 'ready', actions: 'endCooldown' } },
              initial: 'ticking',
              states: {
                // re-entered every second so the page can show the seconds left
                ticking: {
                  after: { second: { target: 'ticking', reenter: true, actions: 'tickCooldown' } },
                },
              },
            },
          },
        },
      },
    },
  },
})

/** an effect's failure → the `fail` action with its code and the rejection as the cause */
function failWith(code: AuthErrorCode) {
  return { type: 'fail' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ code, cause: event.error }) }
}

function fields<E extends { type: string }>(event: E): WithoutType<E> {
  const { type: _type, ...rest } = event
  return rest
}

/** a TOKEN_* failure (reference §4.2): the shape of the app's ApiFailure, read structurally */
export function isTokenFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const failure = error as { errorCode?: unknown; error_code?: unknown; data?: unknown }
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : typeof failure.error_code === 'string' ? failure.error_code : ''
  return code.startsWith('TOKEN_') || failure.data === 'AuthError'
}

/** the step the find-password page shows: 1 mobile, 2 code, 3 new password, 4 done */
export function findPasswordStep(value: unknown): 1 | 2 | 3 | 4 {
  const form = (value as { loggedOut?: { form?: unknown } })?.loggedOut?.form
  const inner = typeof form === 'object' && form !== null ? (form as { findPassword?: string }).findPassword : undefined
  if (inner === 'enteringCode') return 2
  if (inner === 'enteringPassword' || inner === 'resetting') return 3
  if (inner === 'done') return 4
  return 1
}
