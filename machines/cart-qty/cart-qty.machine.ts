import { assertEvent, assign, fromPromise, setup } from 'xstate'

/*
 * A /cart line's quantity edit (spec §7; reference §2.5 cart/edit): the stepper and the typed number
 * change a draft at once; the draft is saved after a pause (SAVE_DELAY with no further change), so a
 * run of clicks is one call. Pure: the app provides the save and the failure report.
 *
 * STATES
 *   following   the line shows the server's number (no draft)
 *   waiting     a draft is shown; saved when SAVE_DELAY passes without a change
 *   saving      the save call runs for the draft; a change meanwhile waits again (the newer number wins)
 *
 * EVENTS
 *   { type: 'qty.change', num, serverNum }   a step or a typed number (already within the bounds);
 *       serverNum is the line's number now: going back to it before any save was sent drops the draft
 *       (once a save is on its way, the number is saved like any other: the save on its way may land)
 *
 * EFFECTS (the app provides)
 *   actors.saveQty: fromPromise<void, { num }>   cart/edit; it settles once the cart query has the
 *       new number, so dropping the draft shows the server's number at once
 *   actions.reportFailure: (_, { error }) => void   the toast (the draft is dropped: the server's number shows)
 *   delays.saveDelay                                  SAVE_DELAY
 */

/** how long a quantity waits for more clicks before it is saved */
export const SAVE_DELAY = 400

export interface CartQtyContext {
  /** the number shown instead of the server's until it is saved; null = the server's */
  draft: number | null
  /**
   * a save was sent and the draft has not settled since: the server's number the view passes may be
   * overtaken by that save, so going back to it still saves (the app runs saves one after another)
   */
  sent: boolean
}
export type CartQtyEvent = { type: 'qty.change'; num: number; serverNum: number }

export const cartQtyMachine = setup({
  types: { context: {} as CartQtyContext, events: {} as CartQtyEvent },
  delays: { saveDelay: SAVE_DELAY },
  actors: {
    saveQty: fromPromise<void, { num: number }>(async () => {
      throw new Error('saveQty not provided')
    }),
  },
  actions: {
    setDraft: assign(({ event }) => {
      assertEvent(event, 'qty.change')
      return { draft: event.num }
    }),
    clearDraft: assign({ draft: null, sent: false }),
    markSent: assign({ sent: true }),
    // tells the person the save failed (the app's toast)
    reportFailure: (_, params: { error: unknown }) => void params,
  },
  guards: {
    isServerNum: ({ context, event }) => {
      assertEvent(event, 'qty.change')
      return !context.sent && event.num === event.serverNum
    },
  },
}).createMachine({
  id: 'cartQty',
  context: { draft: null, sent: false },
  initial: 'following',
  states: {
    following: {
      // the server's number again: nothing to save
      on: { 'qty.change': [{ guard: 'isServerNum' }, { target: 'waiting', actions: 'setDraft' }] },
    },
    waiting: {
      after: { saveDelay: { target: 'saving' } },
      on: {
        'qty.change': [
          { guard: 'isServerNum', target: 'following', actions: 'clearDraft' },
          { target: 'waiting', reenter: true, actions: 'setDraft' },
        ],
      },
    },
    saving: {
      entry: 'markSent',
      invoke: {
        id: 'saveQty',
        src: 'saveQty',
        input: ({ context }) => ({ num: context.draft ?? 0 }),
        onDone: { target: 'following', actions: 'clearDraft' },
        onError: { target: 'following', actions: ['clearDraft', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
      on: { 'qty.change': { target: 'waiting', actions: 'setDraft' } },
    },
  },
})
