import { randomInt } from 'node:crypto'
import { isAdjustable, parseDuration } from '../../clock.ts'
import { advanceClockOffset } from '../../db/test-clock.ts'
import { OpsError, type OpsCommand, type OpsContext } from '../../ops/command.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { GatewayRefundError } from '../pay/refund.ts'
import { resolveComplaint, refuseComplaint } from './complain.ts'
import { pickupReady, shipOrder, ShopActionError } from './lifecycle.ts'
import { agreeRefund, receiveReturn, refuseRefund } from './refund.ts'

// What a shop does with its orders outside the storefront (issue 9), and the test clock.

const orderNo = (text: string) => {
  if (!/^[A-Za-z0-9]{6,40}$/.test(text)) throw new OpsError(`not an order number: ${text}`)
  return text
}
const label = (text: string, what: string) => {
  const t = text.trim()
  // oxlint-disable-next-line no-control-regex -- refuse control characters in what is stored
  if (!t || t.length > 40 || /[\u0000-\u001f\u007f]/.test(t)) throw new OpsError(`not a ${what}: ${text}`)
  return t
}

/** the shop's mistakes are the operator's: printed as the command's error */
async function asShop<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof ShopActionError || err instanceof GatewayRefundError) throw new OpsError(err.message)
    throw err
  }
}

const refundNo = (text: string) => {
  if (!/^R\d{6,20}$/.test(text)) throw new OpsError(`not a refund number: ${text}`)
  return text
}
const reasonOf = (words: string[], dflt: string) => {
  const text = words.join(' ').trim() || dflt
  if (text.length > 200) throw new OpsError('the reason is longer than 200 characters')
  return text
}
const gatewayKey = (ctx: OpsContext) => ctx.deps?.config.payGatewayKey ?? ''

const time = (epoch: number) => new Date(epoch * 1000).toISOString().replace('T', ' ').slice(0, 16)

export const orderCommands: OpsCommand[] = [
  {
    name: 'order:ship',
    usage: '<order_no> [carrier] [tracking_no]',
    description: 'Ship an express order (待发货 → 已发货) with a package; the sandbox carrier gives it a tracking timeline (default carrier 顺丰速运, a generated number)',
    arity: [1, 3],
    async run(ctx) {
      const [noText, carrierText = '顺丰速运', trackingText] = ctx.args as [string, string?, string?]
      const no = orderNo(noText)
      const carrier = label(carrierText, 'carrier')
      const tracking = trackingText === undefined ? `SF${randomInt(1e9, 1e10)}${randomInt(100, 1000)}` : label(trackingText, 'tracking number')
      const r = await asShop(() => shipOrder(ctx.db, no, ctx.clock.now(), { company: carrier, no: tracking, kind: 'express' }))
      return `order ${no} shipped by ${carrier} ${tracking}; received automatically at ${time(r.auto_receive_time)} UTC unless the buyer confirms first`
    },
  },
  {
    name: 'order:local-deliver',
    usage: '<order_no> [courier]',
    description: 'Send a local-delivery order out with a courier (待发货 → 已发货)',
    arity: [1, 2],
    async run(ctx) {
      const [noText, courierText = '同城配送'] = ctx.args as [string, string?]
      const no = orderNo(noText)
      const courier = label(courierText, 'courier')
      const r = await asShop(() => shipOrder(ctx.db, no, ctx.clock.now(), { company: courier, no: `LD${randomInt(1e9, 1e10)}`, kind: 'local' }))
      return `order ${no} out for delivery with ${courier}; received automatically at ${time(r.auto_receive_time)} UTC unless the buyer confirms first`
    },
  },
  {
    name: 'order:pickup-ready',
    usage: '<order_no>',
    description: 'Tell the buyer of a pickup order that the goods are ready at the store (the detail shows it)',
    arity: [1, 1],
    async run(ctx) {
      const no = orderNo(ctx.args[0]!)
      await asShop(() => pickupReady(ctx.db, no, ctx.clock.now()))
      return `order ${no} is ready for pickup`
    },
  },
  {
    name: 'refund:agree',
    usage: '<refund_no>',
    description: 'The shop agrees to a refund: refund only → paid back at once (balance / gateway); return and refund → the buyer returns the goods',
    arity: [1, 1],
    async run(ctx) {
      const no = refundNo(ctx.args[0]!)
      const result = await asShop(() => agreeRefund(ctx.db, no, ctx.clock.now(), gatewayKey(ctx)))
      return `refund ${no}: ${result}`
    },
  },
  {
    name: 'refund:refuse',
    usage: '<refund_no> [reason…]',
    description: 'The shop refuses a refund (the buyer may edit and re-apply, or complain to the platform)',
    arity: [1, 30],
    async run(ctx) {
      const no = refundNo(ctx.args[0]!)
      const reason = reasonOf(ctx.args.slice(1), '商品已发出，不支持退款')
      await asShop(() => refuseRefund(ctx.db, no, reason, ctx.clock.now()))
      return `refund ${no} refused: ${reason}`
    },
  },
  {
    name: 'refund:receive',
    usage: '<refund_no>',
    description: 'The shop has received the returned goods: the refund is paid back',
    arity: [1, 1],
    async run(ctx) {
      const no = refundNo(ctx.args[0]!)
      await asShop(() => receiveReturn(ctx.db, no, ctx.clock.now(), gatewayKey(ctx)))
      return `refund ${no}: goods received, refunded`
    },
  },
  {
    name: 'complain:resolve',
    usage: '<refund_no> [remark…]',
    description: 'The platform rules for the buyer on a complaint about a refund: the refund is paid back',
    arity: [1, 30],
    async run(ctx) {
      const no = refundNo(ctx.args[0]!)
      await asShop(() => resolveComplaint(ctx.db, no, reasonOf(ctx.args.slice(1), '平台核实后支持买家退款'), ctx.clock.now(), gatewayKey(ctx)))
      return `complaint about ${no} resolved: refunded`
    },
  },
  {
    name: 'complain:refuse',
    usage: '<refund_no> [remark…]',
    description: 'The platform refuses a complaint about a refund',
    arity: [1, 30],
    async run(ctx) {
      const no = refundNo(ctx.args[0]!)
      const remark = reasonOf(ctx.args.slice(1), '经核实，商家处理符合规定')
      await asShop(() => refuseComplaint(ctx.db, no, remark, ctx.clock.now()))
      return `complaint about ${no} refused: ${remark}`
    },
  },
  {
    name: 'clock:advance',
    usage: '<duration>',
    description: 'Move the test clock forward (e.g. 30m, 2h, 7d, 1d12h) and run the timed transitions now due — only on a server started with BAZAAR_TEST_CLOCK=1',
    arity: [1, 1],
    async run(ctx: OpsContext) {
      const ms = parseDuration(ctx.args[0]!)
      if (ms === null || ms <= 0) throw new OpsError(`not a duration: ${ctx.args[0]} (e.g. 30m, 2h, 7d)`)
      if (!isAdjustable(ctx.clock)) throw new OpsError('the test clock is off: start the server with BAZAAR_TEST_CLOCK=1 to move time')
      const offset = await advanceClockOffset(ctx.db, ctx.clock, ms)
      const ran = ctx.deps ? await runDueJobs({ ...ctx.deps, clock: ctx.clock }, 1000) : 0
      return `test clock at ${new Date(ctx.clock.nowMs()).toISOString()} (${Math.round(offset / 1000)} s ahead); ${ran} timed transition${ran === 1 ? '' : 's'} ran`
    },
  },
]
