import { couponDiscount, yuan } from '../../http/money.ts'
import { jsonText } from '../../http/wire.ts'
import type { ManjianRule } from '../../../domain/order-price.ts'
import type { ShopReward } from '../promotion/rewards.ts'
import { DELIVERY_NAMES, type Checkout, type MemberCouponRow } from './checkout.ts'

// The payment / calculate answer of reference §3.3: money as 2-decimal strings.

/** the reached rule in the reference's words: 满X元/件,减Y元,包邮,送N积分,送优惠券,送赠品(赠完即止) — with the coupon's and gift's names */
const ruleText = (rule: ManjianRule, type: 0 | 1, reward: ShopReward | null) =>
  [
    `满${type === 1 ? `${rule.money}件` : `${yuan(rule.money)}元`}`,
    rule.discount_money ? `减${yuan(rule.discount_money)}元` : '',
    rule.free_shipping ? '包邮' : '',
    reward?.point ? `送${reward.point}积分` : '',
    reward?.coupon ? `送优惠券“${reward.coupon.coupon_name}”` : '',
    reward?.present ? `送赠品“${reward.present.sku.sku_name}”×${reward.present.num}(赠完即止)` : '',
  ]
    .filter(Boolean)
    .join(',')

export const couponOnWire = (c: MemberCouponRow, saving: number) => ({
  coupon_id: c.coupon_id,
  coupon_name: c.coupon_name,
  type: c.type,
  money: yuan(c.money),
  discount: couponDiscount(c),
  discount_limit: yuan(c.discount_limit),
  at_least: yuan(c.at_least),
  goods_type: c.goods_type,
  end_time: c.end_time,
  saving: yuan(saving),
})

const rewardOnWire = (r: ShopReward | null) =>
  r && {
    point: r.point,
    coupon_type_id: r.coupon?.coupon_type_id ?? 0,
    coupon_name: r.coupon?.coupon_name ?? '',
    present_sku_id: r.present?.sku.sku_id ?? 0,
    present_name: r.present?.sku.sku_name ?? '',
    present_image: r.present?.sku.sku_image ?? '',
    present_num: r.present?.num ?? 0,
    /** 1 the gift comes with the order, 0 none left (赠完即止) */
    present_available: r.present?.available ? 1 : 0,
  }

/**
 * payment / calculate's answer (reference §3.3). `shops`: 'by-shop' keys shop_goods_list by site id;
 * 'one' answers the shop object itself, as the single-shop promotion types (seckill, group buy,
 * bundle) do in the reference — the contract's checkout pages of those types read it so.
 */
export function paymentData(c: Checkout, shops: 'by-shop' | 'one' = 'by-shop') {
  const r = c.result
  const shopGoodsList: Record<string, unknown> = {}
  c.shops.forEach((s, k) => {
    const sr = r.shops[k]!
    const d = s.delivery
    shopGoodsList[String(s.site_id)] = {
      site_id: s.site_id,
      site_name: s.site_name,
      goods_list: s.lines.map((l, i) => ({
        cart_id: l.cart_id ?? 0,
        sku_id: l.sku.sku_id,
        goods_id: l.sku.goods_id,
        sku_name: l.sku.sku_name,
        sku_image: l.sku.sku_image,
        sku_spec_format: jsonText(l.sku.sku_spec_format), // JSON text, as the reference sends it
        price: yuan(l.price),
        discount_price: yuan(l.price),
        market_price: yuan(l.sku.market_price),
        num: l.num,
        stock: l.sku.stock,
        unit: l.sku.unit,
        is_virtual: l.sku.is_virtual,
        is_free_shipping: l.sku.is_free_shipping,
        goods_money: yuan(sr.lines[i]!.goods_money),
        promotion_money: yuan(sr.lines[i]!.promotion_money),
        coupon_money: yuan(sr.lines[i]!.coupon_money),
        real_goods_money: yuan(sr.lines[i]!.real_goods_money),
      })),
      goods_num: sr.goods_num,
      goods_money: yuan(sr.goods_money),
      promotion_money: yuan(sr.promotion_money),
      coupon_id: s.coupon?.coupon_id ?? 0,
      coupon_money: yuan(sr.coupon_money),
      platform_coupon_money: yuan(sr.platform_coupon_money),
      delivery_money: yuan(sr.delivery_money),
      order_money: yuan(sr.order_money),
      balance_money: yuan(sr.balance_money),
      pay_money: yuan(sr.pay_money),
      promotion: {
        ...(s.manjian
          ? {
              manjian: [
                {
                  manjian_id: s.manjian.manjian_id,
                  manjian_name: s.manjian.manjian_name,
                  type: s.manjian.type,
                  rule_json: s.manjian.rules.map((rule) => ({ ...rule, money: s.manjian!.type === 1 ? String(rule.money) : yuan(rule.money), discount_money: yuan(rule.discount_money ?? 0) })),
                  discount_array: sr.manjian_rule
                    ? {
                        desc: `符合满减送活动${s.manjian.manjian_name}的满减规则,${ruleText(sr.manjian_rule, s.manjian.type, c.rewards[k] ?? null)}`,
                        /** the reached rule's threshold: yuan (type 0) or items (type 1) — for a client that words the rule itself */
                        rule_money: s.manjian.type === 1 ? String(sr.manjian_rule.money) : yuan(sr.manjian_rule.money),
                        discount_money: yuan(sr.promotion_money),
                        free_shipping: sr.manjian_rule.free_shipping ? 1 : 0,
                        // granted when the order completes (points, coupon); the gift ships with it while stock lasts
                        reward: rewardOnWire(c.rewards[k] ?? null),
                      }
                    : null,
                },
              ],
            }
          : {}),
        ...(d.express_free_money > 0 ? { freeshipping: { area_names: '全国', price: yuan(d.express_free_money) } } : {}),
      },
      coupon_list: s.coupons.map((x) => couponOnWire(x.row, x.saving)),
      express_type: s.types.map((name) => ({
        name,
        title: DELIVERY_NAMES[name],
        ...(name === 'store'
          ? {
              store_id: s.chosen.store?.store_id ?? s.stores[0]?.store_id ?? 0,
              store_list: s.stores.map((st) => ({
                store_id: st.store_id, store_name: st.store_name, full_address: st.full_address, address: st.address,
                open_date: st.open_date, telphone: st.telphone, longitude: st.longitude, latitude: st.latitude,
              })),
            }
          : {}),
      })),
      express_config: { is_use: d.express_enabled, fee: yuan(d.express_fee), add_fee: yuan(d.express_add_fee), free_money: yuan(d.express_free_money) },
      store_config: { is_use: s.types.includes('store') ? 1 : 0 },
      local_config: {
        is_use: d.local_enabled,
        info: {
          time_is_open: d.local_time_is_open,
          start_time: d.local_start_time,
          end_time: d.local_end_time,
          time_interval: d.local_time_interval,
          delivery_money: yuan(d.local_fee),
          free_money: yuan(d.local_free_money),
        },
      },
      delivery: {
        delivery_type: s.chosen.kind === 'none' ? '' : s.chosen.kind,
        delivery_type_name: s.chosen.kind === 'none' ? '' : DELIVERY_NAMES[s.chosen.kind],
        store_id: s.chosen.store?.store_id ?? 0,
        store_name: s.chosen.store?.store_name ?? '',
        buyer_ask_delivery_time: s.chosen.time,
      },
    }
  })
  return {
    goods_money: yuan(r.goods_money),
    delivery_money: yuan(r.delivery_money),
    coupon_money: yuan(r.coupon_money),
    platform_coupon_money: yuan(r.platform_coupon_money),
    platform_coupon_id: c.platformCoupon?.coupon_id ?? 0,
    invoice_money: '0.00',
    invoice_delivery_money: '0.00',
    promotion_money: yuan(r.promotion_money),
    order_money: yuan(r.order_money),
    balance_money: yuan(r.balance_money),
    pay_money: yuan(r.pay_money),
    goods_num: r.goods_num,
    is_virtual: c.isVirtual ? 1 : 0,
    is_balance: c.isBalance,
    member_address: c.address,
    member_account: {
      balance: yuan(c.account.balance),
      balance_money: yuan(c.account.balance_money),
      balance_total: yuan(c.account.balance + c.account.balance_money),
      is_pay_password: c.account.is_pay_password,
    },
    platform_coupon_list: c.platformCoupons.map((x) => ({
      platformcoupon_id: x.row.coupon_id,
      platformcoupon_name: x.row.coupon_name,
      money: yuan(x.row.money),
      at_least: yuan(x.row.at_least),
      end_time: x.row.end_time,
      saving: yuan(x.saving),
    })),
    shop_goods_list: shops === 'one' ? (Object.values(shopGoodsList)[0] ?? null) : shopGoodsList,
    /** '' for a normal order; seckill | groupbuy | bundling | topic */
    promotion_type: c.promotion?.type ?? '',
    ...c.promotion?.info,
  }
}
