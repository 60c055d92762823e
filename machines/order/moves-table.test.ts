import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { movesFrom, ORDER, ORDER_MOVES, ORDER_TYPE, orderActionCodes, REFUND, REFUND_MOVES, refundActionCodes } from '../../domain/order-rules.ts'
import { MOVE_EVENTS, orderMachine } from './order.machine.ts'
import { REFUND_MOVE_EVENTS, refundMachine } from './refund.machine.ts'

// The machines and the rules table are one definition (issue 21): every buyer move of the table is
// an edge of the machine in the state of each of its `from` statuses, and the machine offers no
// server call the table does not allow — checked for every status (and order type), both ways.

const FORM = { refund_type: 1, refund_reason: '其他', refund_remark: '' }
const TRACKING = { refund_delivery_name: '顺丰速运', refund_delivery_no: 'SF1', refund_delivery_remark: '' }

describe('order machine ↔ ORDER_MOVES', () => {
  const buyerMoves = ORDER_MOVES.filter((m) => m.by === 'buyer').map((m) => m.move)

  it('names an event for every buyer move of the table, and no other', () => {
    expect(Object.keys(MOVE_EVENTS).sort()).toEqual([...buyerMoves].sort())
  })

  for (const type of Object.values(ORDER_TYPE)) {
    for (const status of Object.values(ORDER)) {
      it(`type ${type}, status ${status}: the machine accepts exactly the table's buyer moves`, () => {
        const actor = createActor(orderMachine, {
          input: { order: { orderId: 7, orderType: type, status, actions: orderActionCodes(type, status), isEvaluate: 0, evaluateStatus: 0, adjustFen: 0 } },
        }).start()
        const allowed = new Set(movesFrom(ORDER_MOVES, status, 'buyer', type).map((m) => m.move))
        for (const [move, event] of Object.entries(MOVE_EVENTS)) {
          expect(actor.getSnapshot().can({ type: event }), `${move} (${event})`).toBe(allowed.has(move as never))
        }
        actor.stop()
      })
    }
  }
})

describe('refund machine ↔ REFUND_MOVES', () => {
  const buyerMoves = REFUND_MOVES.filter((m) => m.by === 'buyer').map((m) => m.move)

  it('names an event for every buyer refund move of the table, and no other', () => {
    expect(Object.keys(REFUND_MOVE_EVENTS).sort()).toEqual([...buyerMoves].sort())
  })

  for (const status of Object.values(REFUND)) {
    it(`refund status ${status}: the machine accepts exactly the table's buyer moves`, () => {
      const actor = createActor(refundMachine, { input: { refund: { orderGoodsId: 7, status, actions: refundActionCodes(status), complain: 0 } } }).start()
      const allowed = new Set(movesFrom(REFUND_MOVES, status, 'buyer').map((m) => REFUND_MOVE_EVENTS[m.move as keyof typeof REFUND_MOVE_EVENTS]))
      for (const event of new Set(Object.values(REFUND_MOVE_EVENTS))) {
        const e = event === 'refund.apply' ? { type: event, form: FORM } : event === 'refund.ship' ? { type: event, tracking: TRACKING } : { type: event }
        // cancelling asks first: the edge is the confirm step
        expect(actor.getSnapshot().can(e as never), event).toBe(allowed.has(event))
      }
      actor.stop()
    })
  }
})
