import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { askingAbout, busyWith, offeredActions, orderMachine, type OrderContext, type OrderFacts, type OrderNotice } from './order.machine.ts'
import { CALL_FAILURE, NEW_TRADE_NO, ORDERS, orderPlan } from './order.paths.ts'

// Model-based: every generated path (order.paths.ts) walked on a real actor with fake calls; each
// step checks the order the view renders, what each call was given and which buttons it offers.
// Targeted tests below pin the button rules of reference §3.5 per status.

const EFFECTS = ['payOrder', 'closeOrder', 'takeDelivery', 'extendDelivery'] as const
const ACTIONS = ['goPay', 'goTrace', 'goEvaluate', 'changed'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('order machine: generated paths', () => {
  it('reaches every status and every in-flight and confirm state', () => {
    const seen = new Set(orderPlan.walked().flatMap(({ path }) => path.steps.map((s) => JSON.stringify(s.state.value))))
    for (const v of ['unpaid', 'toShip', 'toPickup', 'shipped', 'received', 'completed', 'closed', 'paying', 'closing', 'confirmingPay', 'confirmingClose', 'confirmingReceipt', 'receiving', 'extending']) {
      expect([...seen].some((s) => s.includes(`"${v}"`)), v).toBe(true)
    }
  })

  it.each(pathCases(orderPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(EFFECTS)
    const recorded = recordActions(ACTIONS)
    const { emitted } = await walkPath(orderPlan, planned, {
      provide: (m) => m.provide({ actors: fakes.actors as never, actions: recorded.actions }),
      fakes,
      recorded,
      emitted: ['order.notice'],
      each: ({ actual, expected, started }) => {
        expect(actual.context).toEqual(expected.context)
        for (const id of started) expect(fakes.calls.at(-1)!.input, id).toEqual({ orderId: 7 })
        // never a button the server did not offer
        const order = (actual.context as OrderContext).order
        for (const b of offeredActions(actual as never)) {
          if (b === 'order.pay') expect(order.actions).toContain('orderPay')
          if (b === 'order.close') expect(order.actions).toContain('orderClose')
          if (b === 'order.takeDelivery') expect(order.actions).toContain('memberTakeDelivery')
          if (b === 'order.extend') expect(order.actions).toContain('extendTakeDelivery')
          if (b === 'order.trace') expect(order.actions).toContain('trace')
          if (b === 'order.evaluate' || b === 'order.evaluateAgain') expect(order.isEvaluate).toBe(1)
        }
        // while a call runs or a dialog asks, no button is offered
        if (busyWith(actual as never) || askingAbout(actual as never)) expect(offeredActions(actual as never)).toEqual([])
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: OrderNotice }).notice.code).toMatch(/^order\.(closed|received|extended|failed)$/)
    for (const p of recorded.paramsOf('goPay')) expect(p).toEqual({ outTradeNo: NEW_TRADE_NO })
  })
})

function start(order: OrderFacts) {
  const fakes = fakeActors(EFFECTS)
  const recorded = recordActions(ACTIONS)
  const actor = createActor(orderMachine.provide({ actors: fakes.actors as never, actions: recorded.actions }), { input: { order } }).start()
  return { fakes, recorded, actor }
}

const offered = (order: OrderFacts) => offeredActions(start(order).actor.getSnapshot())

describe('order machine: buttons per status (reference §3.5)', () => {
  it.each([
    ['unpaid', ORDERS.unpaid, ['order.pay', 'order.close']],
    ['to ship', ORDERS.toShip, []],
    ['to pick up', ORDERS.toPickup, []],
    ['shipped', ORDERS.shipped, ['order.trace', 'order.extend', 'order.takeDelivery']],
    ['shipped (local)', ORDERS.shippedLocal, ['order.extend', 'order.takeDelivery']],
    ['received, not reviewed', ORDERS.toReview, ['order.evaluate']],
    ['reviewed once', ORDERS.toFollowUp, ['order.evaluateAgain']],
    ['followed up', ORDERS.reviewed, []],
    ['closed', ORDERS.closed, []],
  ] as const)('%s', (_, order, buttons) => {
    expect(offered(order)).toEqual(buttons)
  })

  it('offers only what action[] holds: an unpaid order without orderClose cannot be closed', () => {
    expect(offered({ ...ORDERS.unpaid, actions: ['orderPay'] })).toEqual(['order.pay'])
    expect(offered({ ...ORDERS.shipped, actions: ['trace'] })).toEqual(['order.trace'])
  })

  it('pays straight away unless the merchant changed the price', async () => {
    const plain = start(ORDERS.unpaid)
    plain.actor.send({ type: 'order.pay' })
    expect(plain.fakes.callsOf('payOrder')).toHaveLength(1)
    plain.fakes.resolve('payOrder', 'T1')
    await flush()
    expect(plain.recorded.paramsOf('goPay')).toEqual([{ outTradeNo: 'T1' }])
    const adjusted = start(ORDERS.unpaidAdjusted)
    adjusted.actor.send({ type: 'order.pay' })
    expect(askingAbout(adjusted.actor.getSnapshot())).toBe('pay')
    expect(adjusted.fakes.callsOf('payOrder')).toHaveLength(0)
  })

  it('a failed close keeps the order unpaid, says why, and re-reads it', async () => {
    const { actor, fakes, recorded } = start(ORDERS.unpaid)
    actor.send({ type: 'order.close' })
    actor.send({ type: 'confirm.yes' })
    expect(busyWith(actor.getSnapshot())).toBe('order.close')
    fakes.reject('closeOrder', CALL_FAILURE)
    await flush()
    expect(actor.getSnapshot().value).toEqual({ unpaid: 'idle' })
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'order.failed', cause: CALL_FAILURE, what: 'close' })
    expect(recorded.paramsOf('changed')).toEqual([{ orderId: 7 }])
  })

  it('a sync while a call runs is ignored (the call decides); afterwards it re-routes', async () => {
    const { actor, fakes } = start(ORDERS.shipped)
    actor.send({ type: 'order.extend' })
    actor.send({ type: 'order.sync', order: ORDERS.toReview })
    expect(busyWith(actor.getSnapshot())).toBe('order.extend')
    fakes.resolve('extendDelivery')
    await flush()
    expect(offeredActions(actor.getSnapshot())).toEqual(['order.trace', 'order.takeDelivery'])
    actor.send({ type: 'order.sync', order: ORDERS.toReview })
    expect(actor.getSnapshot().value).toBe('received')
  })
})
