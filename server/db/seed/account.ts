import { sql, type Insertable } from 'kysely'
import type { Database } from '../index.ts'
import type { DB } from '../schema.gen.ts'
import { beijingDay } from '../../modules/account/ledger.ts'
import { ORDER } from '../../../domain/order-rules.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>
const DAY = 86_400

// The member account's demo data (issue 11). The buyer's ledger adds up to their seeded totals
// (balance 50.00 + 128.80 = 178.80, 1260 points, growth 2680): two paid top-ups, order rewards,
// level-up gifts, three days of sign-ins, an activity award and withdrawals in every status (the
// refused one returned). Every other member gets one opening row per non-zero total, so for every
// member the totals equal the sum of their rows. Also: recharge packages, level gifts, more
// footprints over several days, coupons in every state of both kinds, two withdrawal accounts.
// seedAccount runs after the other seeds (its opening rows make every member's totals add up).

export const RECHARGE_PACKAGES: Array<Omit<Row<'member_recharge'>, 'create_time'>> = [
  { recharge_name: '充20元', face_value: 2000, buy_price: 2000, point: 20, growth: 20, sort: 1 },
  { recharge_name: '充30元', face_value: 3000, buy_price: 3000, point: 30, growth: 30, sort: 2 },
  { recharge_name: '充100送10元', face_value: 11_000, buy_price: 10_000, point: 100, growth: 100, sort: 3 },
  { recharge_name: '充200送30元', face_value: 23_000, buy_price: 20_000, point: 200, growth: 200, sort: 4 },
  { recharge_name: '充500送80元', face_value: 58_000, buy_price: 50_000, point: 500, growth: 500, sort: 5 },
]

/** what reaching each level gives once, by the seeded level's growth */
const LEVEL_GIFTS: Record<number, { send_point: number; send_balance: number }> = {
  500: { send_point: 100, send_balance: 0 },
  2000: { send_point: 200, send_balance: 0 },
  5000: { send_point: 500, send_balance: 1000 },
  10_000: { send_point: 1000, send_balance: 3000 },
}

export async function seedAccount(db: Database, now: number): Promise<void> {
  for (const [growth, gift] of Object.entries(LEVEL_GIFTS)) {
    await db.updateTable('member_level').set(gift).where('growth', '=', Number(growth)).execute()
  }
  const packages = await db
    .insertInto('member_recharge')
    .values(RECHARGE_PACKAGES.map((p, i) => ({ ...p, sale_num: [312, 208, 96, 41, 12][i] ?? 0, create_time: now - 90 * DAY })))
    .returning(['recharge_id', 'recharge_name', 'face_value', 'buy_price', 'point', 'growth'])
    .execute()

  const buyer = await db.selectFrom('member').select(['member_id', 'username']).where('username', '=', 'buyer').executeTakeFirst()
  if (buyer) await seedBuyer(db, now, buyer.member_id, packages)
  await openingRows(db, now)
}

type Package = { recharge_id: number; recharge_name: string; face_value: number; buy_price: number; point: number; growth: number }

async function seedBuyer(db: Database, now: number, id: number, packages: Package[]) {
  const ledger: Row<'member_account_ledger'>[] = []
  const row = (account_type: string, account_data: number, from_type: string, type_name: string, related_id: string, remark: string, at: number) =>
    ledger.push({ member_id: id, account_type, account_data, from_type, type_name, related_id, remark, create_time: at })

  // two paid top-ups (充20, 充30): balance (non-withdrawable), points, growth
  const paid = [
    { pkg: packages[0]!, at: now - 60 * DAY, no: 'RC20260001', trade: 'PAYRC20260001' },
    { pkg: packages[1]!, at: now - 25 * DAY, no: 'RC20260002', trade: 'PAYRC20260002' },
  ]
  for (const p of paid) {
    await db
      .insertInto('pay')
      .values({ out_trade_no: p.trade, member_id: id, pay_body: p.pkg.recharge_name, pay_detail: p.pkg.recharge_name, pay_money: p.pkg.buy_price,
        pay_status: 2, pay_type: 'alipay', trade_no: `SANDBOX${p.no}`, event: 'MemberRechargeOrderPayNotify', create_time: p.at - 120, pay_time: p.at })
      .execute()
    await db
      .insertInto('member_recharge_order')
      .values({ order_no: p.no, out_trade_no: p.trade, member_id: id, recharge_id: p.pkg.recharge_id, recharge_name: p.pkg.recharge_name,
        face_value: p.pkg.face_value, buy_price: p.pkg.buy_price, point: p.pkg.point, growth: p.pkg.growth, status: 2, pay_type: 'alipay',
        pay_time: p.at, create_time: p.at - 120 })
      .execute()
    const remark = `充值${p.pkg.recharge_name}，订单 ${p.no}`
    row('balance', p.pkg.face_value, 'recharge', '会员充值', p.no, remark, p.at)
    row('point', p.pkg.point, 'recharge', '会员充值', p.no, remark, p.at)
    row('growth', p.pkg.growth, 'recharge', '会员充值', p.no, remark, p.at)
  }

  // completed orders gave points and growth; crossing 500 and 2000 gave the level gifts
  const done = await db
    .selectFrom('orders')
    .select(['order_no', 'create_time'])
    .where('member_id', '=', id)
    .where('order_status', 'in', [ORDER.received, ORDER.completed])
    .orderBy('create_time')
    .execute()
  const rewards = [
    { point: 300, growth: 900, level: { name: '铜牌会员', point: 100, id: 2 } },
    { point: 285, growth: 819 },
    { point: 300, growth: 900, level: { name: '银牌会员', point: 200, id: 3 } },
  ]
  done.slice(0, 3).forEach((o, i) => {
    const r = rewards[i]!
    const at = o.create_time + 3 * DAY
    row('point', r.point, 'order_reward', '订单奖励', o.order_no, `订单 ${o.order_no} 完成奖励积分`, at)
    row('growth', r.growth, 'order_reward', '订单奖励', o.order_no, `订单 ${o.order_no} 完成奖励成长值`, at)
    if (r.level) row('point', r.level.point, 'level_up', '升级礼包', `level:${r.level.id}`, `升级为${r.level.name}`, at)
  })

  // sign-ins on the last three days (the streak the member row says: 3; today is not signed yet)
  const signins: Row<'member_signin'>[] = []
  for (let k = 3; k >= 1; k--) {
    const at = now - k * DAY
    const series = 4 - k
    const point = 5 + (series === 3 ? 10 : 0)
    const growth = 2 + (series === 3 ? 5 : 0)
    const day = beijingDay(at)
    signins.push({ member_id: id, sign_day: day, days_series: series, point, growth, create_time: at })
    row('point', point, 'signin', '签到', day, `连续签到第 ${series} 天`, at)
    row('growth', growth, 'signin', '签到', day, `连续签到第 ${series} 天`, at)
  }
  await db.insertInto('member_signin').values(signins).execute()

  // the withdrawable bucket: an award, then withdrawals in every status (the refused one returned)
  row('balance_money', 20_000, 'award', '活动奖励', 'invite-2026', '邀请好友活动奖励', now - 50 * DAY)
  const account = { realname: '王小明', mobile: '13800138000' }
  const bank = { ...account, transfer_type: 'bank', transfer_type_name: '银行卡', bank_name: '招商银行上海分行', account_number: '6225880012345678' }
  const alipay = { ...account, transfer_type: 'alipay', transfer_type_name: '支付宝', bank_name: '', account_number: 'buyer@bazaar.example' }
  const withdrawals = [
    { no: 'WD20260001', via: bank, apply: 5000, status: 2, at: now - 40 * DAY, audit: now - 39 * DAY, payment: now - 38 * DAY, refuse: '' },
    { no: 'WD20260002', via: alipay, apply: 3000, status: -1, at: now - 20 * DAY, audit: now - 18 * DAY, payment: 0, refuse: '收款账户姓名与实名信息不一致' },
    { no: 'WD20260003', via: bank, apply: 1000, status: 1, at: now - 5 * DAY, audit: now - 4 * DAY, payment: 0, refuse: '' },
    { no: 'WD20260004', via: alipay, apply: 1120, status: 0, at: now - DAY, audit: 0, payment: 0, refuse: '' },
  ]
  const rate = 60
  for (const w of withdrawals) {
    const fee = Math.round((w.apply * rate) / 10_000)
    await db
      .insertInto('member_withdraw')
      .values({ withdraw_no: w.no, member_id: id, ...w.via, apply_money: w.apply, rate, service_money: fee, money: w.apply - fee,
        status: w.status, refuse_reason: w.refuse, apply_time: w.at, audit_time: w.audit, payment_time: w.payment })
      .execute()
    row('balance_money', -w.apply, 'withdraw', '余额提现', w.no, `提现申请 ${w.no}`, w.at)
    if (w.status === -1) row('balance_money', w.apply, 'withdraw_refuse', '提现退回', w.no, `提现 ${w.no} 被拒绝：${w.refuse}`, w.audit)
  }
  // rows other seeds wrote for the buyer (orders paid with balance…) are part of the history too:
  // the activity award absorbs them, so the withdrawable rows still add up to the seeded 128.80
  const earlier = await db.selectFrom('member_account_ledger').select((eb) => eb.fn.sum<number>('account_data').as('n'))
    .where('member_id', '=', id).where('account_type', '=', 'balance_money').executeTakeFirst()
  const award = ledger.find((r) => r.from_type === 'award')!
  if (award.account_data - Number(earlier?.n ?? 0) > 0) award.account_data -= Number(earlier?.n ?? 0)
  await db.insertInto('member_account_ledger').values(ledger).execute()

  // two withdrawal accounts, the bank card the default
  await db
    .insertInto('member_bank_account')
    .values([
      { member_id: id, realname: bank.realname, mobile: bank.mobile, withdraw_type: 'bank', branch_bank_name: bank.bank_name, bank_account: bank.account_number, is_default: 1, create_time: now - 45 * DAY },
      { member_id: id, realname: alipay.realname, mobile: alipay.mobile, withdraw_type: 'alipay', branch_bank_name: '', bank_account: alipay.account_number, is_default: 0, create_time: now - 30 * DAY },
    ])
    .execute()

  // more footprints, over the last week (a sku seen twice keeps one row)
  const skus = await db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'category_id_3'])
    .where('on_sale', '=', true)
    .where('is_default', '=', 1)
    .orderBy('sale_num', 'desc')
    .orderBy('sku_id')
    .limit(14)
    .execute()
  await db
    .insertInto('goods_browse')
    .values(skus.map((s, i) => ({ member_id: id, sku_id: s.sku_id, goods_id: s.goods_id, site_id: s.site_id, category_id: s.category_id_3,
      browse_time: now - (1 + Math.floor(i / 3)) * DAY - 3600 * (i % 3 + 1) })))
    .onConflict((oc) => oc.columns(['member_id', 'sku_id']).doNothing())
    .execute()

  // coupons in every state of both kinds, next to the unused ones members.ts and checkout.ts give
  const usedOrder = await db.selectFrom('orders').select('order_id').where('member_id', '=', id).where('order_status', '=', ORDER.completed).orderBy('order_id').executeTakeFirst()
  await db
    .insertInto('member_coupon')
    .values([
      { member_id: id, source: 1, site_id: 4, coupon_name: '优选好物 满50减5（已过期）', money: 500, at_least: 5000, state: 3, fetch_time: now - 60 * DAY, end_time: now - 30 * DAY },
      { member_id: id, source: 1, site_id: 1, coupon_name: '数码旗舰店 满300减20', money: 2000, at_least: 30_000, state: 1, fetch_time: now - 20 * DAY, end_time: now - 2 * DAY },
      { member_id: id, source: 2, site_id: 0, coupon_name: '平台周末券 满150减15', money: 1500, at_least: 15_000, state: 2, fetch_time: now - 30 * DAY, end_time: now + 5 * DAY,
        use_order_id: usedOrder?.order_id ?? 0, use_time: now - 20 * DAY },
    ])
    .execute()
  await db.updateTable('member').set({ sign_days_series: 3 }).where('member_id', '=', id).execute()
}

/** every member whose totals are not yet the sum of their rows gets one opening row per account */
async function openingRows(db: Database, now: number) {
  for (const account of ['balance', 'balance_money', 'point', 'growth'] as const) {
    await sql`
      insert into member_account_ledger (member_id, account_type, account_data, from_type, type_name, related_id, remark, create_time)
      select m.member_id, ${account}, m.${sql.ref(account)} - coalesce(l.total, 0), 'opening', '期初余额', '', '账户开通前的累计', least(m.reg_time, ${now})
      from member m
      left join (select member_id, sum(account_data)::int as total from member_account_ledger where account_type = ${account} group by member_id) l
        on l.member_id = m.member_id
      where m.${sql.ref(account)} <> coalesce(l.total, 0)`.execute(db)
  }
}
