import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { offeredRefundActions, refundBusy, refundMachine, type RefundContext, type RefundFacts, type RefundNotice } from './refund.machine.ts'
import { FORM, REFUND_FAILURE, REFUNDS, TRACKING, refundPlan } from './refund.paths.ts'

// Model-based: every generated path (refund.paths.ts) walked on a real actor with fake calls.

const EFFECTS = ['applyRefund', 'cancelRefund', 'shipReturn'] as const
const ACTIONS = ['changed', 'goComplain'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('refund machine: generated paths', () => {
  it('reaches every refund status', () => {
    const seen = new Set(refundPlan.walked().flatMap(({ path }) => path.steps.map((s) => String(s.state.value))))
    for (const v of ['none', 'applying', 'applied', 'confirmingCancel', 'cancelling', 'agreed', 'returnGoods', 'shipping', 'awaitingReceipt', 'sellerReceived', 'refunded', 'refused']) {
      expect(seen.has(v), v).toBe(true)
    }
  })

  it.each(pathCases(refundPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(EFFECTS)
    const recorded = recordActions(ACTIONS)
    const { emitted } = await walkPath(refundPlan, planned, {
      provide: (m) => m.provide({ actors: fakes.actors as never, actions: recorded.actions }),
      fakes,
      recorded,
      emitted: ['refund.notice'],
      each: ({ actual, expected, started }) => {
        expect(actual.context).toEqual(expected.context)
        if (started.includes('applyRefund')) expect(fakes.calls.at(-1)!.input).toEqual({ orderGoodsId: 31, form: FORM })
        if (started.includes('shipReturn')) expect(fakes.calls.at(-1)!.input).toEqual({ orderGoodsId: 31, tracking: TRACKING })
        if (started.includes('cancelRefund')) expect(fakes.calls.at(-1)!.input).toEqual({ orderGoodsId: 31 })
        const r = (actual.context as RefundContext).refund
        for (const b of offeredRefundActions(actual as never)) {
          if (b === 'refund.complain') expect(r.complain).toBe(1)
          if (b === 'refund.ship') expect(r.actions).toContain('orderRefundDelivery')
          if (b === 'refund.cancel') expect(r.actions).toContain('orderRefundCancel')
        }
        if (refundBusy(actual as never)) expect(offeredRefundActions(actual as never)).toEqual([])
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: RefundNotice }).notice.code).toMatch(/^refund\.(applied|cancelled|shipped|failed)$/)
    for (const p of recorded.paramsOf('goComplain')) expect(p).toEqual({ orderGoodsId: 31 })
  })
})

function start(refund: RefundFacts) {
  const fakes = fakeActors(EFFECTS)
  const recorded = recordActions(ACTIONS)
  const actor = createActor(refundMachine.provide({ actors: fakes.actors as never, actions: recorded.actions }), { input: { refund } }).start()
  return { fakes, recorded, actor }
}

describe('refund machine: buttons per refund_status (reference §3.6)', () => {
  it.each([
    ['not applied', REFUNDS.none, ['refund.apply']],
    ['applied', REFUNDS.applied, ['refund.cancel', 'refund.complain']],
    ['agreed (awaiting transfer)', REFUNDS.agreed, ['refund.complain']],
    ['return the goods', REFUNDS.returnGoods, ['refund.ship', 'refund.complain']],
    ['awaiting seller receipt', REFUNDS.awaitingReceipt, ['refund.complain']],
    ['refunded', REFUNDS.refunded, []],
    ['refused', REFUNDS.refused, ['refund.apply', 'refund.cancel', 'refund.complain']],
  ] as const)('%s', (_, refund, buttons) => {
    expect(offeredRefundActions(start(refund).actor.getSnapshot())).toEqual(buttons)
  })

  it('a refused application edited and re-applied goes back to applied', async () => {
    const { actor, fakes, recorded } = start(REFUNDS.refused)
    actor.send({ type: 'refund.apply', form: FORM })
    expect(fakes.callsOf('applyRefund')[0]!.input).toEqual({ orderGoodsId: 31, form: FORM })
    fakes.resolve('applyRefund')
    await flush()
    expect(actor.getSnapshot().value).toBe('applied')
    expect(recorded.paramsOf('changed')).toEqual([{ orderGoodsId: 31 }])
  })

  it('a failed return-tracking submit stays on the form with the reason', async () => {
    const { actor, fakes } = start(REFUNDS.returnGoods)
    actor.send({ type: 'refund.ship', tracking: TRACKING })
    fakes.reject('shipReturn', REFUND_FAILURE)
    await flush()
    expect(actor.getSnapshot().value).toBe('returnGoods')
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'refund.failed', cause: REFUND_FAILURE, what: 'ship' })
  })
})
