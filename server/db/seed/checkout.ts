import type { Insertable } from 'kysely'
import type { Database } from '../index.ts'
import type { DB } from '../schema.gen.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>
const DAY = 86_400

/** the buyer's pay password (balance payments) */
export const BUYER_PAY_PASSWORD = '123456'

// Checkout demo data: every delivery type can be tried at once after `npm start`.
//   shop 1 (数码, 北京)  express 10 元 (free from 99) · pickup at 2 stores · local delivery with a time
//   shop 2 (家电, 上海)  express free from 199 · pickup at 2 stores
//   shop 3 (超市, 上海)  express 6 元 + 1 元 per further item (free from 88) · local 5 元 (free from 59), time slots
//   shop 5 (数码, 深圳)  express 12 元 + 2 元 per further item, never free
//   shop 15 (生鲜, 成都) no express: pickup or local delivery only
// Other shops ship by the default express (6 元, free from 99). The buyer gets two addresses, a pay
// password, and coupons of several kinds next to the ones members.ts gives.
export const SHOP_DELIVERY: Row<'shop_delivery'>[] = [
  { site_id: 1, express_enabled: 1, express_fee: 1000, express_add_fee: 0, express_free_money: 9900, store_enabled: 1, local_enabled: 1, local_fee: 800, local_free_money: 19_900, local_time_is_open: 1, local_start_time: 9 * 3600, local_end_time: 21 * 3600, local_time_interval: 60 },
  { site_id: 2, express_enabled: 1, express_fee: 1500, express_add_fee: 0, express_free_money: 19_900, store_enabled: 1, local_enabled: 0 },
  { site_id: 3, express_enabled: 1, express_fee: 600, express_add_fee: 100, express_free_money: 8800, store_enabled: 0, local_enabled: 1, local_fee: 500, local_free_money: 5900, local_time_is_open: 1, local_start_time: 8 * 3600, local_end_time: 22 * 3600, local_time_interval: 30 },
  { site_id: 5, express_enabled: 1, express_fee: 1200, express_add_fee: 200, express_free_money: 0, store_enabled: 0, local_enabled: 0 },
  { site_id: 15, express_enabled: 0, express_fee: 0, express_add_fee: 0, express_free_money: 0, store_enabled: 1, local_enabled: 1, local_fee: 600, local_free_money: 9900, local_time_is_open: 1, local_start_time: 7 * 3600, local_end_time: 20 * 3600, local_time_interval: 60 },
]

export const STORES: Row<'store'>[] = [
  { site_id: 1, store_name: '数码旗舰店·国贸体验店', telphone: '010-65050001', open_date: '周一至周日 10:00-22:00', province_id: 110000, city_id: 110100, district_id: 110105, address: '建国门外大街1号国贸商城B1', full_address: '北京市-北京市-朝阳区', longitude: 116.4588, latitude: 39.9087 },
  { site_id: 1, store_name: '数码旗舰店·中关村店', telphone: '010-62550002', open_date: '周一至周日 09:30-21:30', province_id: 110000, city_id: 110100, district_id: 110108, address: '中关村大街15号', full_address: '北京市-北京市-海淀区', longitude: 116.3162, latitude: 39.9834 },
  { site_id: 2, store_name: '家电旗舰店·陆家嘴店', telphone: '021-58880001', open_date: '周一至周日 10:00-22:00', province_id: 310000, city_id: 310100, district_id: 310115, address: '陆家嘴环路1000号', full_address: '上海市-上海市-浦东新区', longitude: 121.5055, latitude: 31.2397 },
  { site_id: 2, store_name: '家电旗舰店·徐家汇店', telphone: '021-64260002', open_date: '周一至周五 10:00-21:00，周末 10:00-22:00', province_id: 310000, city_id: 310100, district_id: 310104, address: '虹桥路1号港汇广场3楼', full_address: '上海市-上海市-徐汇区', longitude: 121.4376, latitude: 31.1952 },
  { site_id: 15, store_name: '山野鲜生·春熙路店', telphone: '028-86660001', open_date: '每天 07:00-20:00', province_id: 510000, city_id: 510100, district_id: 510104, address: '春熙路88号', full_address: '四川省-成都市-锦江区', longitude: 104.0805, latitude: 30.6572 },
]

export async function seedCheckout(db: Database, now: number, payPasswordHash: string): Promise<void> {
  await db.insertInto('shop_delivery').values(SHOP_DELIVERY).execute()
  await db.insertInto('store').values(STORES).execute()
  await db.updateTable('member').set({ pay_password_hash: payPasswordHash }).where('username', '=', 'buyer').execute()
  const buyer = await db.selectFrom('member').select('member_id').where('username', '=', 'buyer').executeTakeFirstOrThrow()
  const id = buyer.member_id
  const addresses: Row<'member_address'>[] = [
    { member_id: id, name: '王小明', mobile: '13800138000', telephone: '', province_id: 310000, city_id: 310100, district_id: 310115, address: '世纪大道100号环球金融中心12楼', full_address: '上海市-上海市-浦东新区', longitude: 121.5075, latitude: 31.2353, is_default: 1, create_time: now - 300 * DAY },
    { member_id: id, name: '王小明', mobile: '13800138000', telephone: '010-85880000', province_id: 110000, city_id: 110100, district_id: 110105, address: '建国路88号SOHO现代城A座', full_address: '北京市-北京市-朝阳区', longitude: 116.4735, latitude: 39.9087, is_default: 0, create_time: now - 120 * DAY },
    { member_id: id, name: '李华（父母家）', mobile: '13912345678', telephone: '', province_id: 510000, city_id: 510100, district_id: 510107, address: '人民南路四段12号', full_address: '四川省-成都市-武侯区', longitude: 104.0668, latitude: 30.6286, is_default: 0, create_time: now - 30 * DAY },
  ]
  await db.insertInto('member_address').values(addresses).execute()
  const coupons: Row<'member_coupon'>[] = [
    { member_id: id, source: 1, site_id: 2, coupon_name: '家电旗舰店 9折券（最高减50）', type: 'discount', discount: 90, discount_limit: 5000, money: 0, at_least: 0, state: 1, fetch_time: now - 2 * DAY, end_time: now + 20 * DAY },
    { member_id: id, source: 1, site_id: 1, coupon_name: '数码旗舰店 满99减10', money: 1000, at_least: 9900, state: 1, fetch_time: now - DAY, end_time: now + 14 * DAY },
    { member_id: id, source: 1, site_id: 5, coupon_name: '极客数码 满200减25', money: 2500, at_least: 20_000, state: 1, fetch_time: now - DAY, end_time: now + 14 * DAY },
    { member_id: id, source: 1, site_id: 15, coupon_name: '山野鲜生 无门槛3元', money: 300, at_least: 0, state: 1, fetch_time: now - DAY, end_time: now + 7 * DAY },
    { member_id: id, source: 2, site_id: 0, coupon_name: '平台无门槛 5元', money: 500, at_least: 0, state: 1, fetch_time: now - DAY, end_time: now + 30 * DAY },
  ]
  await db.insertInto('member_coupon').values(coupons).execute()
}
