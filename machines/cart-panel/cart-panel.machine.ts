import { assertEvent, assign, emit, fromPromise, raise, setup, stateIn, type ErrorActorEvent } from 'xstate'
import { unitFen } from './fen.ts'

export { unitFen }

/*
 * The header / side-tools cart panel (spec §2 header cart panel and side tools, §4 cart panel and
 * persistence, §5 delete confirmation and empty cart, §8 cart errors; reference §2.1 mini cart).
 * Pure: the app provides the effects with `cartPanelMachine.provide({ guards, actors, actions })`.
 * The machine holds the panel's flow, not the cart: the lines and the count stay in the app's query
 * cache (the view reads them there); the machine keeps the ids of the lines it loaded (to know empty
 * from not, which line a 删除 is about, and to drop a deleted line at once). It emits codes, never text.
 *
 * STATES (what the view renders)
 *   starting                       → loggedIn or loggedOut at once (guard `hasMember`)
 *   loggedOut.closed               panel, overlay and mobile menu closed
 *   loggedOut.open                 panel open with the login prompt (去登录)
 *   loggedIn (parallel)
 *     .panel.closed                closed (the badge reads the count query)
 *     .panel.open.loading          open, the lines loading (spinner)
 *     .panel.open.ready            open with the lines of `lineIds` (scroll past PANEL_VISIBLE_LINES = 5), total, 去购物车
 *     .panel.open.empty            open, no lines (also after a load failure: logged, list emptied)
 *     .panel.open.confirmingDelete the dialog 提示 / 确定要删除该商品吗? / 确定 取消 for `pendingDelete`
 *     .panel.open.deleting         the delete call is running for `pendingDelete`
 *     .count.loading | .count.idle the badge count being re-read into the query cache / read
 *   Selectors: open = matches({loggedIn:{panel:'open'}}) || matches({loggedOut:'open'}) — the panel,
 *   the overlay and the mobile menu follow it together.
 *
 * EVENTS (the app sends)
 *   { type: 'panel.open' } / { type: 'panel.close' }   header hover or side-tools click / overlay, Esc
 *       (panel.close is ignored while the delete call runs; the result must reach the count)
 *   { type: 'session.login' } / { type: 'session.logout' }   from the auth actor (login; logout or TOKEN_*)
 *   { type: 'cart.changed' }   after an add (cart/add) or an edit (cart/edit) settles elsewhere: re-reads
 *       the count (and the lines when open). A newer change restarts the read (the older read's actor
 *       is stopped and its signal aborted), so adds that race end with the server's true count.
 *   { type: 'line.delete', cartId }   a line's 删除 link → confirmingDelete
 *   { type: 'delete.confirm' } / { type: 'delete.cancel' }   the dialog's 确定 / 取消
 *   { type: 'panel.checkout' }   去购物车 / 去结算: no lines → notice 'cart.empty'; else `goCheckout`, closes
 *   { type: 'notice.dismiss' }   the view has shown the notice
 *
 * EFFECTS (the app provides)
 *   guards.hasMember: () => boolean                    logged in when the machine starts
 *   actors.loadCart: fromPromise<CartPanelLine[]>       /api/cart/lists into the query cache (invoke id
 *       'loadCart'); the machine keeps only the lines' cart_ids
 *   actors.loadCount: fromPromise<void>                 /api/cart/count into the query cache (invoke id 'loadCount')
 *   actors.deleteLine: fromPromise<void, { cartId }>    /api/cart/delete (invoke id 'deleteLine');
 *       the app also invalidates its cart queries
 *   actions.logError: (_, { what: 'loadCart' | 'loadCount', error }) => void   console / monitoring
 *   actions.goCheckout: () => void                       navigate to /cart
 *
 * CONTEXT (read by the view)
 *   lineIds: the cart_ids shown, in the order loaded (the view takes those lines from the query; their
 *   total is `linesTotalFen`: Σ unit price (discount_price, else price) × num in integer fen, formatted
 *   with formatFen from ./fen.ts), pendingDelete: cart_id | null,
 *   notice: { code: 'cart.deleted' | 'cart.deleteFailed' | 'cart.empty', cause?, id } | null — also
 *   emitted as { type: 'cart.notice', notice }. For 'cart.deleteFailed' show the server's message
 *   from `cause` (errorMessage) or 删除失败; 'cart.deleted' → 删除成功; 'cart.empty' → 购物车是空的.
 */

/** spec §9: the panel's list scrolls when it has more than this many lines */
export const PANEL_VISIBLE_LINES = 5

/** a row of /api/cart/lists as the panel uses it (the wire carries more fields) */
export interface CartPanelLine {
  cart_id: number
  sku_id: number
  site_id: number
  sku_name: string
  sku_image: string
  /** 2-decimal strings from the wire */
  price: string
  discount_price?: string | null
  num: number
}

export type CartNoticeCode = 'cart.deleted' | 'cart.deleteFailed' | 'cart.empty'
export interface CartNotice {
  code: CartNoticeCode
  /** the delete call's rejection (the server's failure), for the UI to word */
  cause?: unknown
  /** increases with every notice, so the same code twice shows twice */
  id: number
}

export interface CartPanelContext {
  /** the cart_ids of the lines loaded (the lines themselves are in the query cache) */
  lineIds: number[]
  pendingDelete: number | null
  notice: CartNotice | null
  /** notices so far (the next notice's id) */
  notices: number
}

export type CartPanelEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'session.login' }
  | { type: 'session.logout' }
  | { type: 'cart.changed' }
  | { type: 'line.delete'; cartId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'panel.checkout' }
  | { type: 'notice.dismiss' }
  /** internal: the count is re-read (raised after a delete) */
  | { type: 'count.refresh' }

export type CartPanelEmitted = { type: 'cart.notice'; notice: CartNotice }

export type CartLoadFailure = { what: 'loadCart' | 'loadCount'; error: unknown }


export const linesTotalFen = (lines: readonly CartPanelLine[]) => lines.reduce((sum, line) => sum + unitFen(line) * line.num, 0)

/** the lines the panel shows: those of `ids` (the machine's) found in the query's lines, in the ids' order */
export function shownLines<L extends { cart_id: number }>(lines: readonly L[] | undefined, ids: readonly number[]): L[] {
  const byId = new Map((lines ?? []).map((line) => [line.cart_id, line]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

const EMPTY = { lineIds: [] as number[], pendingDelete: null, notice: null }
const START: CartPanelContext = { ...EMPTY, notices: 0 }

export const cartPanelMachine = setup({
  types: {
    context: {} as CartPanelContext,
    events: {} as CartPanelEvent,
    emitted: {} as CartPanelEmitted,
  },
  actors: {
    loadCart: fromPromise<CartPanelLine[]>(async () => {
      throw new Error('loadCart not provided')
    }),
    loadCount: fromPromise<void>(async () => {
      throw new Error('loadCount not provided')
    }),
    deleteLine: fromPromise<void, { cartId: number }>(async () => {
      throw new Error('deleteLine not provided')
    }),
  },
  actions: {
    // logs a failed load (the app's console / monitoring)
    logError: (_, params: CartLoadFailure) => void params,
    // goes to the cart page (the app navigates)
    goCheckout: () => {},
    setLines: assign((_, params: { lines: readonly CartPanelLine[] }) => ({ lineIds: params.lines.map((line) => line.cart_id) })),
    clearLines: assign({ lineIds: [] }),
    forgetAll: assign(EMPTY),
    askDelete: assign(({ event }) => {
      assertEvent(event, 'line.delete')
      return { pendingDelete: event.cartId }
    }),
    forgetDelete: assign({ pendingDelete: null }),
    removeDeleted: assign(({ context }) => {
      return { lineIds: context.lineIds.filter((id) => id !== context.pendingDelete), pendingDelete: null }
    }),
    notify: assign(({ context }, params: { code: CartNoticeCode; cause?: unknown }) => ({ notice: { ...params, id: context.notices + 1 }, notices: context.notices + 1 })),
    emitNotice: emit(({ context }) => ({ type: 'cart.notice' as const, notice: context.notice! })),
    dismissNotice: assign({ notice: null }),
    refreshCount: raise({ type: 'count.refresh' }),
  },
  guards: {
    // logged in when the machine starts (the app reads its auth state or token cookie)
    hasMember: () => false,
    hasLines: ({ context }) => context.lineIds.length > 0,
    isShownLine: ({ context, event }) => {
      assertEvent(event, 'line.delete')
      return context.lineIds.includes(event.cartId)
    },
    isOpen: stateIn({ loggedIn: { panel: 'open' } }),
  },
}).createMachine({
  id: 'cartPanel',
  context: START,
  initial: 'starting',
  on: {
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasMember', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      initial: 'closed',
      entry: 'forgetAll',
      states: {
        closed: {
          on: {
            'panel.open': { target: 'open' },
            'session.login': { target: '#cartPanel.loggedIn' },
          },
        },
        // the login prompt; logging in from here shows the member's cart at once
        open: {
          on: {
            'panel.close': { target: 'closed' },
            'session.login': { target: '#cartPanel.loggedIn.panel.open' },
          },
        },
      },
    },
    loggedIn: {
      type: 'parallel',
      on: {
        'session.logout': [{ guard: 'isOpen', target: 'loggedOut.open' }, { target: 'loggedOut' }],
      },
      states: {
        panel: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'panel.open': { target: 'open' } },
            },
            open: {
              initial: 'loading',
              on: {
                'panel.close': { target: 'closed', actions: ['forgetDelete', 'dismissNotice'] },
              },
              states: {
                loading: {
                  invoke: {
                    id: 'loadCart',
                    src: 'loadCart',
                    onDone: { target: 'shown', actions: { type: 'setLines', params: ({ event }) => ({ lines: event.output }) } },
                    // spec §8: a load failure is logged and the list emptied
                    onError: {
                      target: 'shown',
                      actions: [{ type: 'logError', params: ({ event }) => ({ what: 'loadCart' as const, error: event.error }) }, 'clearLines'],
                    },
                  },
                  on: { 'cart.changed': { target: 'loading', reenter: true } },
                },
                shown: {
                  always: [{ guard: 'hasLines', target: 'ready' }, { target: 'empty' }],
                },
                ready: {
                  on: {
                    'line.delete': { guard: 'isShownLine', target: 'confirmingDelete', actions: 'askDelete' },
                    'panel.checkout': { target: '#cartPanel.loggedIn.panel.closed', actions: 'goCheckout' },
                    'cart.changed': { target: 'loading' },
                  },
                },
                empty: {
                  on: {
                    'panel.checkout': { actions: [{ type: 'notify', params: { code: 'cart.empty' } }, 'emitNotice'] },
                    'cart.changed': { target: 'loading' },
                  },
                },
                confirmingDelete: {
                  on: {
                    'delete.confirm': { target: 'deleting', actions: 'dismissNotice' },
                    'delete.cancel': { target: 'ready', actions: 'forgetDelete' },
                  },
                },
                deleting: {
                  on: { 'panel.close': {} },
                  invoke: {
                    id: 'deleteLine',
                    src: 'deleteLine',
                    input: ({ context }) => ({ cartId: context.pendingDelete ?? 0 }),
                    onDone: {
                      target: 'shown',
                      actions: ['removeDeleted', { type: 'notify', params: { code: 'cart.deleted' } }, 'emitNotice', 'refreshCount'],
                    },
                    onError: {
                      target: 'ready',
                      actions: ['forgetDelete', failWith('cart.deleteFailed'), 'emitNotice'],
                    },
                  },
                },
              },
            },
          },
        },
        // the badge count: read into the query cache on login and after every change; a newer change
        // restarts the read
        count: {
          initial: 'loading',
          states: {
            loading: {
              on: {
                'cart.changed': { target: 'loading', reenter: true },
                'count.refresh': { target: 'loading', reenter: true },
              },
              invoke: {
                id: 'loadCount',
                src: 'loadCount',
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: { type: 'logError', params: ({ event }) => ({ what: 'loadCount' as const, error: event.error }) } },
              },
            },
            idle: {
              on: {
                'cart.changed': { target: 'loading' },
                'count.refresh': { target: 'loading' },
              },
            },
          },
        },
      },
    },
  },
})

/** a failed effect → the notice with its code and the rejection as the cause */
function failWith(code: CartNoticeCode) {
  return { type: 'notify' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ code, cause: event.error }) }
}
