import type { Database } from '../index.ts'
import { AGENT_SHOPS } from './members.ts'

// Chat demo data (issue 10). The agents themselves (kefu1…kefu12 on shops 1, 2, 3, 5, 9, 13 and
// platform1/platform2 on the platform, site 0; password kefu123) are seeded with the members
// (members.ts). Here: the keyword auto-replies that answer when no agent is online, and a short
// conversation of the demo buyer with shop 1 so the lists are not empty on a first look.

const KEYWORDS: Array<{ keyword: string; content: string }> = [
  { keyword: '发货', content: '您好，付款后 48 小时内发货（节假日顺延），发货后可在订单详情查看物流。' },
  { keyword: '退款', content: '您好，退款可在“我的订单”中申请，商家同意后原路退回，一般 1–3 个工作日到账。' },
  { keyword: '优惠券', content: '您好，领取的优惠券可在“会员中心 - 我的优惠券”查看，结算时自动选择可用的优惠券。' },
  { keyword: '营业时间', content: '您好，人工客服在线时间为每天 9:00–22:00，其他时间留言我们会尽快回复。' },
  { keyword: '发票', content: '您好，如需发票请在留言中写明抬头和税号，商家会在发货时一并开具。' },
]

export async function seedChat(trx: Database, now: number): Promise<void> {
  const sites = [0, ...AGENT_SHOPS]
  await trx
    .insertInto('servicer_keyword')
    .values(sites.flatMap((site_id) => KEYWORDS.map((k, i) => ({ site_id, keyword: k.keyword, content: k.content, sort: i }))))
    .execute()
  // the buyer (member 1) asked shop 1 about an invoice two days ago, when no agent was online: the
  // keyword auto-reply answered (the console labels it 自动回复); yesterday they asked about delivery
  // and kefu1 answered
  const agent = await trx.selectFrom('servicer').select('servicer_id').where('username', '=', 'kefu1').executeTakeFirstOrThrow()
  const at = now - 86_400
  const earlier = now - 2 * 86_400 - 3 * 3600
  const invoice = KEYWORDS.find((k) => k.keyword === '发票')!
  await trx.insertInto('servicer_member').values({ member_id: 1, site_id: 1, servicer_id: agent.servicer_id, online: 0, create_time: earlier, last_online_time: at }).execute()
  await trx
    .insertInto('servicer_dialogue')
    .values([
      { member_id: 1, site_id: 1, servicer_id: 0, type: 0, content_type: 0, consumer_say: '请问可以开发票吗？', add_time: earlier, is_read: 1 },
      { member_id: 1, site_id: 1, servicer_id: 0, type: 1, content_type: 0, servicer_say: invoice.content, add_time: earlier + 1, is_read: 1, is_auto: 1 },
      { member_id: 1, site_id: 1, servicer_id: agent.servicer_id, type: 0, content_type: 0, consumer_say: '你好，今天下单什么时候能发货？[emjoy_01]', add_time: at, is_read: 1 },
      { member_id: 1, site_id: 1, servicer_id: agent.servicer_id, type: 1, content_type: 0, servicer_say: '亲，下午 4 点前付款当天发货哦[emjoy_04]', add_time: at + 40, is_read: 0 },
    ])
    .execute()
}
