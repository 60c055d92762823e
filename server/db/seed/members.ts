import type { Insertable } from 'kysely'
import type { DB } from '../schema.gen.ts'
import type { Catalog } from './catalog.ts'
import { GIVEN, SURNAMES } from './catalog-data.ts'
import type { Rng } from './random.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>
const DAY = 86_400

export const LEVELS = [
  { level_name: '普通会员', growth: 0, remark: '注册即可成为普通会员' },
  { level_name: '铜牌会员', growth: 500, remark: '成长值达到 500 升级，享专属优惠券' },
  { level_name: '银牌会员', growth: 2000, remark: '成长值达到 2000 升级，享生日礼包' },
  { level_name: '金牌会员', growth: 5000, remark: '成长值达到 5000 升级，享专属客服' },
  { level_name: '钻石会员', growth: 10000, remark: '成长值达到 10000 升级，享全年免运费' },
]

/** the reviewers: ordinary members 3…(2+REVIEWERS) */
export const REVIEWERS = 40

export interface Hashes {
  buyer: string
  shopper: string
  member: string
  servicer: string
}

export function reviewerNames(rng: Rng): Array<{ id: number; name: string }> {
  return Array.from({ length: REVIEWERS }, (_, i) => ({
    id: i + 3,
    name: `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`,
  }))
}

/** which shops get two agents each (with the demo agent kefu1 on shop 1) */
export const AGENT_SHOPS = [1, 2, 3, 5, 9, 13]

export function buildMembers(rng: Rng, now: number, catalog: Catalog, reviewers: Array<{ id: number; name: string }>, hashes: Hashes) {
  const member_level: Row<'member_level'>[] = LEVELS.map((l, i) => ({ level_id: i + 1, ...l, sort: i + 1 }))
  const levelOf = (growth: number) => LEVELS.reduce((lv, l, i) => (growth >= l.growth ? i + 1 : lv), 1)

  const member: Row<'member'>[] = [
    {
      member_id: 1, username: 'buyer', nickname: '购物达人小王', password_hash: hashes.buyer, mobile: '13800138000',
      email: 'buyer@bazaar.example', headimg: 'img/head/1.svg', member_level: 3, growth: 2680, point: 1260,
      balance: 5000, balance_money: 12_880, sex: 1, birthday: 631_152_000, location: '上海市 浦东新区',
      sign_days_series: 3, reg_time: now - 420 * DAY, last_login_time: now - DAY,
    },
    {
      member_id: 2, username: 'shopper', nickname: 'shopper', password_hash: hashes.shopper, mobile: '13900139000',
      email: '', headimg: '', member_level: 1, growth: 0, point: 0, balance: 0, balance_money: 0,
      reg_time: now - 2 * DAY, last_login_time: 0,
    },
    ...reviewers.map((r, i) => {
      const growth = rng.int(0, 12_000)
      return {
        member_id: r.id,
        username: `user${String(i + 1).padStart(3, '0')}`,
        nickname: r.name,
        password_hash: hashes.member,
        mobile: `137${String(10_000_000 + i * 7919).slice(-8)}`,
        headimg: `img/head/${r.id}.svg`,
        member_level: levelOf(growth),
        growth,
        point: rng.int(0, 3000),
        sex: rng.int(0, 2),
        reg_time: now - rng.int(30, 900) * DAY,
        last_login_time: now - rng.int(0, 30) * DAY,
      }
    }),
  ]

  // shop agents (two per shop for some shops) and the platform's own agents (site_id 0)
  const servicer: Row<'servicer'>[] = []
  let svId = 0
  const agent = (siteId: number, username: string, nickname: string) =>
    servicer.push({ servicer_id: ++svId, site_id: siteId, username, nickname, avatar: `img/servicer/${svId + 1}.svg`, password_hash: hashes.servicer, online: 0 })
  AGENT_SHOPS.forEach((siteId, i) => {
    agent(siteId, `kefu${i * 2 + 1}`, `${catalog.shop[siteId - 1]!.site_name.slice(0, 6)}客服小${['美', '乐', '安', '欣', '悦', '宁'][i]}`)
    agent(siteId, `kefu${i * 2 + 2}`, `${catalog.shop[siteId - 1]!.site_name.slice(0, 6)}客服阿${['杰', '明', '辉', '强', '宇', '航'][i]}`)
  })
  agent(0, 'platform1', '平台客服小蜜')
  agent(0, 'platform2', '平台客服小宝')
  for (const s of servicer) s.avatar = `img/servicer/${s.servicer_id}.svg`

  // the buyer's orders: one per status the member centre counts
  const skus = catalog.goods_sku.filter((s) => s.on_sale && (s.stock ?? 0) > 0)
  const shopName = new Map(catalog.shop.map((s) => [s.site_id!, s.site_name]))
  const orders: Row<'orders'>[] = []
  const order_goods: Row<'order_goods'>[] = []
  const plans: Array<{ status: number; pay: number; evaluate: number; evaluateStatus: number; refundFirst?: boolean; daysAgo: number }> = [
    { status: 0, pay: 0, evaluate: 0, evaluateStatus: 0, daysAgo: 0 },
    { status: 0, pay: 0, evaluate: 0, evaluateStatus: 0, daysAgo: 1 },
    { status: 1, pay: 1, evaluate: 0, evaluateStatus: 0, refundFirst: true, daysAgo: 2 },
    { status: 1, pay: 1, evaluate: 0, evaluateStatus: 0, daysAgo: 3 },
    { status: 3, pay: 1, evaluate: 0, evaluateStatus: 0, daysAgo: 5 },
    { status: 4, pay: 1, evaluate: 1, evaluateStatus: 0, daysAgo: 9 },
    { status: 10, pay: 1, evaluate: 1, evaluateStatus: 0, daysAgo: 20 },
    { status: 10, pay: 1, evaluate: 0, evaluateStatus: 2, daysAgo: 40 },
    { status: -1, pay: 0, evaluate: 0, evaluateStatus: 0, daysAgo: 12 },
  ]
  let ogId = 0
  plans.forEach((p, i) => {
    const orderId = i + 1
    const first = skus[(i * 131 + 17) % skus.length]!
    // lines from one shop
    const sameShop = skus.filter((s) => s.site_id === first.site_id && s.sku_id !== first.sku_id)
    const lines = [first, ...(i % 2 === 0 && sameShop.length ? [sameShop[(i * 7) % sameShop.length]!] : [])]
    let goodsMoney = 0
    lines.forEach((sku, k) => {
      const num = (i + k) % 3 === 0 ? 2 : 1
      goodsMoney += sku.discount_price * num
      order_goods.push({
        order_goods_id: ++ogId, order_id: orderId, member_id: 1, site_id: sku.site_id, goods_id: sku.goods_id,
        sku_id: sku.sku_id!, sku_name: sku.sku_name, sku_image: sku.sku_image ?? '', price: sku.discount_price, num,
        refund_status: p.refundFirst && k === 0 ? 1 : 0,
      })
    })
    const delivery = goodsMoney >= 9900 ? 0 : 600
    orders.push({
      order_id: orderId,
      order_no: `BZ2026${String(10_000 + orderId * 37).padStart(8, '0')}`,
      out_trade_no: p.pay ? `PAY2026${String(20_000 + orderId * 53).padStart(8, '0')}` : '',
      member_id: 1,
      site_id: first.site_id,
      site_name: shopName.get(first.site_id) ?? '',
      order_type: 1,
      order_status: p.status,
      pay_status: p.pay,
      is_evaluate: p.evaluate,
      evaluate_status: p.evaluateStatus,
      goods_money: goodsMoney,
      delivery_money: delivery,
      order_money: goodsMoney + delivery,
      // what the order costs the buyer (no balance used): paid, or due when they pay
      pay_money: goodsMoney + delivery,
      create_time: now - p.daysAgo * DAY - 3600 * (i + 1),
    })
  })

  const member_coupon: Row<'member_coupon'>[] = [
    { coupon_id: 1, member_id: 1, source: 2, site_id: 0, coupon_name: '新人专享 满99减20', money: 2000, at_least: 9900, state: 1, fetch_time: now - 5 * DAY, end_time: now + 25 * DAY },
    { coupon_id: 2, member_id: 1, source: 2, site_id: 0, coupon_name: '平台通用 满199减30', money: 3000, at_least: 19_900, state: 1, fetch_time: now - 5 * DAY, end_time: now + 25 * DAY },
    { coupon_id: 3, member_id: 1, source: 1, site_id: 1, coupon_name: `${catalog.shop[0]!.site_name} 满500减50`, money: 5000, at_least: 50_000, state: 1, fetch_time: now - 3 * DAY, end_time: now + 10 * DAY },
    { coupon_id: 4, member_id: 1, source: 1, site_id: 3, coupon_name: `${catalog.shop[2]!.site_name} 无门槛5元`, money: 500, at_least: 0, state: 1, fetch_time: now - DAY, end_time: now + 6 * DAY },
    { coupon_id: 5, member_id: 1, source: 1, site_id: 2, coupon_name: `${catalog.shop[1]!.site_name} 满1000减100`, money: 10_000, at_least: 100_000, state: 2, fetch_time: now - 40 * DAY, end_time: now - 10 * DAY },
    { coupon_id: 6, member_id: 1, source: 2, site_id: 0, coupon_name: '618 满300减50', money: 5000, at_least: 30_000, state: 3, fetch_time: now - 90 * DAY, end_time: now - 60 * DAY },
  ]

  // the buyer follows some shops, collects some goods and has a browsing history
  const shop_member: Row<'shop_member'>[] = [1, 3, 10, 13].map((siteId, i) => ({ site_id: siteId, member_id: 1, subscribe_time: now - (i + 2) * 7 * DAY }))
  const picks = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => skus[(i * 257 + 11) % skus.length]!)
  const seenGoods = new Set<number>()
  const goods_collect: Row<'goods_collect'>[] = []
  for (const s of picks.slice(0, 5)) {
    if (seenGoods.has(s.goods_id)) continue
    seenGoods.add(s.goods_id)
    goods_collect.push({ collect_id: goods_collect.length + 1, member_id: 1, goods_id: s.goods_id, sku_id: s.sku_id!, site_id: s.site_id, create_time: now - (goods_collect.length + 1) * DAY })
  }
  const goods_browse: Row<'goods_browse'>[] = picks.map((s, i) => ({
    id: i + 1, member_id: 1, sku_id: s.sku_id!, goods_id: s.goods_id, site_id: s.site_id, category_id: s.category_id_3, browse_time: now - i * 5400 - 600,
  }))

  return { member_level, member, servicer, orders, order_goods, member_coupon, shop_member, goods_collect, goods_browse }
}
