import type { Glossary } from './glossary.ts'

// Sentences the server writes from platform templates (ledger remarks, refund and complaint logs,
// recharge package names), in English for an English caller. Each template's fixed words are
// translated; what it quotes keeps its words (order numbers, amounts), platform terms inside go
// through the glossary, and what a member or operator typed (a courier's name, a refusal reason)
// stays as written: the storefront marks such a remainder lang="zh-CN" (src/lib/shop-lang.ts).

type Phrase = [RegExp, (m: RegExpExecArray, term: (zh: string) => string) => string]

const yuan = (amount: string) => `¥${amount}`

const PHRASES: Phrase[] = [
  // member account ledger (server/modules/account, order-create, order/refund; seed/account.ts)
  [/^订单 (\S+) 使用余额$/, (m) => `Balance used for order ${m[1]}`],
  [/^订单 (\S+) 关闭，退回余额$/, (m) => `Order ${m[1]} closed, balance returned`],
  [/^订单 (\S+) 退款$/, (m) => `Refund of order ${m[1]}`],
  [/^订单 (\S+) 完成奖励积分$/, (m) => `Points for completing order ${m[1]}`],
  [/^维权 (\S+) 退款$/, (m) => `Refund ${m[1]}`],
  [/^提现申请 (\S+)$/, (m) => `Withdrawal application ${m[1]}`],
  [/^提现 (\S+) 被拒绝(?:：([\s\S]*))?$/, (m) => `Withdrawal ${m[1]} refused${m[2] ? `: ${m[2]}` : ''}`],
  [/^充值(.+)，订单 (\S+)$/, (m, term) => `${term(m[1]!)}, order ${m[2]}`],
  [/^会员充值：(.+)$/, (m, term) => `Member top-up: ${term(m[1]!)}`],
  [/^连续签到第 (\d+) 天$/, (m) => `Signed in ${m[1]} day${m[1] === '1' ? '' : 's'} in a row`],
  [/^升级为(.+)$/, (m, term) => `Upgraded to ${term(m[1]!)}`],
  // recharge packages named by the pattern the seed uses (the glossary has the seeded ones)
  [/^充(\d+(?:\.\d+)?)元$/, (m) => `Top up ${yuan(m[1]!)}`],
  [/^充(\d+(?:\.\d+)?)送(\d+(?:\.\d+)?)元$/, (m) => `Top up ${yuan(m[1]!)}, get ${yuan(m[2]!)} extra`],
  // refund and complaint logs (server/modules/order/refund.ts, complain.ts)
  [/^买家发起维权（(.+)，(.+)）(?:，退款金额 (\S+) 元)?$/, (m, term) => `The buyer asked for a refund (${term(m[1]!)}, ${term(m[2]!)})${m[3] ? `, amount ${yuan(m[3])}` : ''}`],
  [/^买家修改了维权申请（(.+)，(.+)）$/, (m, term) => `The buyer changed the refund request (${term(m[1]!)}, ${term(m[2]!)})`],
  [/^买家已退货：([\s\S]*)$/, (m) => `The buyer sent the goods back: ${m[1]}`],
  [/^卖家拒绝维权：([\s\S]*)$/, (m) => `The shop refused the refund: ${m[1]}`],
  [/^卖家同意退款$/, () => 'The shop agreed to the refund'],
  [/^卖家同意退货，等待买家退货$/, () => 'The shop agreed to the return; waiting for the buyer to send the goods back'],
  [/^卖家已收到退货$/, () => 'The shop received the returned goods'],
  [/^买家撤销了维权$/, () => 'The buyer withdrew the refund request'],
  [
    /^退款完成：(.+)$/,
    (m) =>
      `Refunded: ${m[1]!
        .split('，')
        .map((part) =>
          part
            .replace(/^余额 (\S+) 元$/, (_, a: string) => `${yuan(a)} to the balance`)
            .replace(/^不可提现余额 (\S+) 元$/, (_, a: string) => `${yuan(a)} to the non-withdrawable balance`)
            .replace(/^可提现余额 (\S+) 元$/, (_, a: string) => `${yuan(a)} to the withdrawable balance`)
            .replace(/^原路退回 (\S+) 元（(.+)）$/, (_, a: string, no: string) => `${yuan(a)} the way it was paid (${no})`),
        )
        .join(', ')}`,
  ],
  [/^买家申请平台介入：([\s\S]*)$/, (m, term) => `The buyer asked the platform to step in: ${term(m[1]!)}`],
  [/^平台裁定支持买家：([\s\S]*)$/, (m) => `The platform decided for the buyer: ${m[1]}`],
  [/^平台驳回维权：([\s\S]*)$/, (m) => `The platform rejected the complaint: ${m[1]}`],
  // the confirm page's 满减送 sentence (order-create/wire.ts ruleText): the promotion's, coupon's and gift's names as the shop wrote them
  [/^符合满减送活动([\s\S]+)的满减规则,([\s\S]+)$/, (m) => `Meets a rule of the spend-and-save offer ${m[1]}: ${manjianRule(m[2]!)}`],
]

/** 满199.00元,减20.00元,包邮,送10积分,送优惠券“…”,送赠品“…”×1(赠完即止) in English, part by part */
const manjianRule = (rule: string) =>
  rule
    .replace(/^满(\d+)件/, (_, n: string) => `buy ${n} item${n === '1' ? '' : 's'}`)
    .replace(/^满([\d.]+)元/, (_, a: string) => `spend ${yuan(a)}`)
    .replace(/,减([\d.]+)元/, (_, a: string) => `, get ${yuan(a)} off`)
    .replace(/,包邮/, ', free shipping')
    .replace(/,送(\d+)积分/, (_, n: string) => `, ${n} bonus points`)
    .replace(/,送优惠券“([^”]*)”/, (_, name: string) => `, a coupon “${name}”`)
    .replace(/,送赠品“([^”]*)”×(\d+)\(赠完即止\)/, (_, name: string, n: string) => `, a gift “${name}” ×${n} (while stocks last)`)

/** the English of a templated sentence, or undefined when no template matches */
export function phrase(value: string, g: Glossary): string | undefined {
  // a quoted platform term: the glossary, else a template of its own (an operator's "充50元"), else as is
  const term = (zh: string): string => g.en.get(zh) ?? phrase(zh, g) ?? zh
  for (const [re, en] of PHRASES) {
    const m = re.exec(value)
    if (m) return en(m, term)
  }
  return undefined
}
