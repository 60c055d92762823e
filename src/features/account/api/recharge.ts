// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

export interface RechargePackage {
  recharge_id: number
  recharge_name: string
  cover_img: string
  /** what the balance gets, yuan */
  face_value: string
  /** what it costs, yuan */
  buy_price: string
  point: number
  growth: number
  coupon_id?: number | string
  sale_num: number
}
